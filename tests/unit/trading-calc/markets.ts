/** A few futures markets as POST /api/trading/tickers answers them, and a tick for them. */
import type { MarketTicker, PriceTick } from '@contract/trading';

function market(
  ticker: string,
  name: string,
  kind: MarketTicker['kind'],
  price: number,
  fiatDecimals: number,
  stats: MarketTicker['stats'],
): MarketTicker {
  return {
    ticker,
    name,
    kind,
    icon: `/art/markets/${ticker.toLowerCase()}.svg`,
    style: { background: '#222', color: '#fff' },
    fiatDecimals,
    price: { price, at: 1_000 },
    stats,
  };
}

export const MARKETS: MarketTicker[] = [
  market('BTC', 'Bitcoin', 'crypto', 64_210.5, 2, {
    change_24h: 1.25,
    volume_24h: 1_234_000_000,
    high_24h: 65_000,
    low_24h: 63_100.25,
  }),
  market('DOGE', 'Dogecoin', 'crypto', 0.123456, 5, {
    change_24h: -3.4,
    volume_24h: 56_700_000,
    high_24h: 0.13,
    low_24h: 0.12,
  }),
  market('US500', 'S&P 500', 'index', 5_321.7, 1, {
    change_24h: 0,
    volume_24h: 890_000_000,
    high_24h: 5_330,
    low_24h: 5_300,
  }),
];

export const tick = (at: number, prices: Record<string, number>): PriceTick => ({
  at,
  prices: Object.entries(prices).map(([ticker, price]) => ({ ticker, price })),
});
