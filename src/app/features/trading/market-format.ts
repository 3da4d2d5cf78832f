/**
 * How the futures screens write a market's numbers: prices at the ticker's fiatDecimals, US dollar amounts in
 * full; signed changes and abbreviated dollars are the app's shared figures (format/figures.ts).
 */
export { formatChange, formatCompactUsd } from '../../format/figures';

const formats = new Map<string, Intl.NumberFormat>();
function cached(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    formats.set(key, format);
  }
  return format;
}

/** A price at the market's decimals, grouped: 64,210.50. */
export function formatPrice(price: number, decimals: number): string {
  return cached(`price:${decimals}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(price);
}

/** 'up' at 0 or more (green), 'down' below (red), as community.md §3 colours a change. */
export const changeTone = (percent: number): 'up' | 'down' => (percent >= 0 ? 'up' : 'down');

/** US dollars in full: $1,234.56 (a loss keeps its sign in front: -$12.00). */
export function formatUsd(value: number): string {
  const text = cached('usd', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}$${text}`;
}

/** A multiplier as the order panel and the lists write it: 100x. */
export const formatLeverage = (multiplier: number) => `${multiplier}x`;
