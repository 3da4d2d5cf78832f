/**
 * Futures market icons (fixtures/markets/tickers.json): a round badge in the market's colours with its
 * symbol, and for an index a rising line under a short label. Drawn at build time like the catalogue's art.
 */
import { PLAIN_FONT, escapeXml, fittedText } from './svg.ts';

export interface MarketIconRecord {
  ticker: string;
  name: string;
  kind: string;
  style: { background: string; color: string };
}

/**
 * The currency signs the well-known coins are written with; others show their ticker. Bitcoin's sign is a B
 * with two strokes through it, drawn here: few system fonts that an image can reach carry U+20BF.
 */
const SIGNS: Record<string, string> = { BTC: 'B', ETH: 'Ξ', LTC: 'Ł', DOGE: 'Ð' };
const bitcoinStrokes = (color: string) =>
  `<path d="M27 12v8M34 12v8M27 44v8M34 44v8" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`;
const INDEX_LABELS: Record<string, string> = { US500: '500', NAS100: '100', GOLD: 'Au' };

export function marketIcon(market: MarketIconRecord): string {
  const { background, color } = market.style;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(market.name)}">`;
  const text = `font-family="${PLAIN_FONT}" font-weight="800" fill="${color}"`;
  if (market.kind === 'index') {
    const label = INDEX_LABELS[market.ticker] ?? market.ticker.slice(0, 3);
    return (
      open +
      `<rect width="64" height="64" rx="16" fill="${background}"/>` +
      fittedText(label, 32, 29, 18, 44, text) +
      `<path d="M12 50l10-8 8 4 10-12 12 6" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>` +
      `</svg>`
    );
  }
  const sign = SIGNS[market.ticker];
  return (
    open +
    `<circle cx="32" cy="32" r="32" fill="${background}"/>` +
    (market.ticker === 'BTC' ? bitcoinStrokes(color) : '') +
    (sign
      ? fittedText(sign, 32, 44, 34, 40, text)
      : fittedText(market.ticker, 32, 38, market.ticker.length > 3 ? 15 : 18, 48, text)) +
    `</svg>`
  );
}
