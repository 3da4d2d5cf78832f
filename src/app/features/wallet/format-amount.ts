/**
 * Displayed amounts (platform.md §5): at most 8 decimals, with an ellipsis when digits were cut; the satoshi
 * unit shows whole smallest units (0 decimals); fiat shows 2 decimals.
 */
import type { Unit } from '../../stores/app-store';

export type AmountUnit = Unit | 'fiat';

export const MAX_DISPLAYED_DECIMALS = 8;
const ELLIPSIS = '…';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Cached en-US formatter with a fixed number of decimals. Crypto truncates, so a balance never shows more
 * than is held; fiat rounds.
 */
function formatter(decimals: number, rounding: 'trunc' | 'halfExpand', grouping = true): Intl.NumberFormat {
  const key = `${decimals}:${rounding}:${grouping}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      roundingMode: rounding,
      useGrouping: grouping,
    });
    formatters.set(key, format);
  }
  return format;
}

/** The fraction digits of a number as written, without exponent notation. */
function fractionDigits(value: number): string {
  const text = /e/i.test(String(value)) ? Math.abs(value).toFixed(20) : String(Math.abs(value));
  return text.split('.')[1] ?? '';
}

/** The amount in satoshis: the last displayed decimal place (1e-8 of a coin, or a coarser coin's smallest unit). */
function satoshis(value: number, shown: number): number {
  return Number(formatter(shown, 'trunc', false).format(value).replace('.', ''));
}

export function formatAmount(value: number, decimals: number, unit: AmountUnit): string {
  if (unit === 'fiat') return formatter(2, 'halfExpand').format(value);
  const shown = Math.min(decimals, MAX_DISPLAYED_DECIMALS);
  if (unit === 'satoshi') return formatter(0, 'trunc').format(satoshis(value, shown));
  // Only the currency's own decimals count: digits beyond them are float noise, not money.
  const cut = /[1-9]/.test(fractionDigits(value).slice(shown, decimals));
  return `${formatter(shown, 'trunc').format(value)}${cut ? ELLIPSIS : ''}`;
}
