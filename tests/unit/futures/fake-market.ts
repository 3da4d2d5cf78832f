/**
 * A stand-in for the markets domain in the futures tests: fixed price paths (linear between given points,
 * flat after the last), one tick a second, so that a test knows exactly at which tick a level is crossed.
 */
import { TICK_MS } from '@contract/trading';
import type { MarketFixture, MarketModel } from '../../../src/sim/domains/markets/model';

/** [ms after the path's start, price]; the first point's time is 0. */
export type PathPoint = readonly [number, number];

function fixture(ticker: string, name: string, fiatDecimals: number): MarketFixture {
  return {
    ticker,
    name,
    kind: 'crypto',
    icon: `/art/markets/${ticker.toLowerCase()}.svg`,
    style: { background: '#222', color: '#fff' },
    fiatDecimals,
    price: 1,
    volatility: 0.5,
  };
}

export const FAKE_MARKETS = [fixture('BTC', 'Bitcoin', 2), fixture('ETH', 'Ethereum', 2)] as const;

export interface FakeMarkets extends MarketModel {
  /** Sets a market's path from `start` (sim ms) on; before `start` the first point's price holds. */
  setPath(ticker: string, start: number, points: readonly PathPoint[]): void;
  /** Ticks visited by scan so far (to check that settlement walks each market once). */
  scanned: number;
}

export function fakeMarkets(start: number, prices: Record<string, number> = { BTC: 50_000, ETH: 3_000 }) {
  const paths = new Map<string, { start: number; points: readonly PathPoint[] }>();
  for (const [ticker, price] of Object.entries(prices)) paths.set(ticker, { start, points: [[0, price]] });

  const tickPrice = (ticker: string, tick: number) => {
    const path = paths.get(ticker)!;
    const offset = tick - path.start;
    const { points } = path;
    if (offset <= 0) return points[0]![1];
    for (let index = 1; index < points.length; index += 1) {
      const [t1, p1] = points[index]!;
      if (offset <= t1) {
        const [t0, p0] = points[index - 1]!;
        return Number((p0 + ((p1 - p0) * (offset - t0)) / (t1 - t0)).toFixed(2));
      }
    }
    return points[points.length - 1]![1];
  };
  const tickOf = (at: number) => Math.floor(at / TICK_MS) * TICK_MS;

  const model: FakeMarkets = {
    scanned: 0,
    markets: () => FAKE_MARKETS,
    find: (ticker) => FAKE_MARKETS.find((market) => market.ticker === ticker.toUpperCase()),
    priceAt: (ticker, at) => tickPrice(ticker, tickOf(at)),
    scan(ticker, from, to, visit) {
      for (let at = tickOf(from) + TICK_MS; at <= to; at += TICK_MS) {
        model.scanned += 1;
        if (visit(tickPrice(ticker, at), at)) return at;
      }
      return null;
    },
    setPath(ticker, pathStart, points) {
      paths.set(ticker, { start: pathStart, points });
    },
  };
  return model;
}
