/**
 * The markets of one world (MarketModel and what the routes and the feed read besides), built once per sim
 * context: the futures settle against it, the routes answer from it, the trading server pushes its ticks.
 */
import type { Candle, CandleInterval, MarketTicker, PriceTick } from '@contract/trading';
import type { SimContext } from '../../context';
import { ORIGIN_KEY } from '../../services/prices';
import { createStream } from '../../services/rng';
import { MarketCandles } from './candles';
import type { MarketModel } from './model';
import { MarketPath } from './path';
import { ShockBook, loadShocks, saveShocks, type MarketShock } from './shocks';
import { MARKETS, MINUTE_MS, TICKS_PER_MINUTE, type MarketSpec } from './spec';

export interface MarketData extends MarketModel {
  markets(): readonly MarketSpec[];
  find(ticker: string): MarketSpec | undefined;
  /** The last `limit` candles up to the tick that contains `to`, oldest first (candles.ts). */
  candles(ticker: string, interval: CandleInterval, to: number, limit: number): Candle[];
  /** The 24 h stats at `at`, from the series. */
  stats(ticker: string, at: number): MarketTicker['stats'];
  /** Every market's price at the tick that contains `at`. */
  priceTick(at: number): PriceTick;
  /** Moves a market by `percent` from the tick that contains `at` on, for good (kept in the world's db). */
  shock(ticker: string, percent: number, at: number): Promise<MarketShock>;
}

interface Market {
  spec: MarketSpec;
  path: MarketPath;
  candles: MarketCandles;
}

const tickOf = (at: number) => Math.floor(at / 1000) * 1000;

export async function createMarketData(ctx: SimContext): Promise<MarketData> {
  const storedOrigin = (await ctx.db.meta.get(ORIGIN_KEY))?.value;
  const origin = typeof storedOrigin === 'number' ? storedOrigin : ctx.clock.now();
  const shocks = await loadShocks(ctx.db);
  const byTicker = new Map<string, Market>();
  for (const spec of MARKETS) {
    const key = createStream(ctx.seed, `markets:${spec.ticker}`).int(2 ** 32);
    const book = new ShockBook(shocks.filter((shock) => shock.ticker === spec.ticker));
    const path = new MarketPath({ spec, key, seed: ctx.seed, origin, shocks: book });
    byTicker.set(spec.ticker, { spec, path, candles: new MarketCandles(path, key) });
  }
  const marketOf = (ticker: string) => {
    const market = byTicker.get(ticker.toUpperCase());
    if (!market) throw new RangeError(`Unknown market: ${ticker}`);
    return market;
  };

  function scan(ticker: string, from: number, to: number, visit: (price: number, at: number) => boolean) {
    const { path } = marketOf(ticker);
    // Its own buffer: a visit may read prices, even scan, without disturbing this one.
    const scratch = new Float64Array(TICKS_PER_MINUTE);
    const first = tickOf(from) + 1000;
    const last = tickOf(to);
    for (let minute = Math.floor(first / MINUTE_MS); minute * MINUTE_MS <= last; minute += 1) {
      const start = minute * MINUTE_MS;
      path.fillMinute(minute, scratch);
      const firstTick = Math.max(0, (first - start) / 1000);
      const lastTick = Math.min(TICKS_PER_MINUTE - 1, (last - start) / 1000);
      for (let tick = firstTick; tick <= lastTick; tick += 1) {
        const at = start + tick * 1000;
        if (visit(scratch[tick]!, at)) return at;
      }
    }
    return null;
  }

  return {
    markets: () => MARKETS,
    find: (ticker) => byTicker.get(ticker.toUpperCase())?.spec,
    priceAt: (ticker, at) => marketOf(ticker).path.priceAt(at),
    scan,
    candles: (ticker, interval, to, limit) => marketOf(ticker).candles.candles(interval, to, limit),
    stats: (ticker, at) => marketOf(ticker).candles.stats(at),
    priceTick(at) {
      const tick = tickOf(at);
      return {
        at: tick,
        prices: MARKETS.map(({ ticker }) => ({ ticker, price: marketOf(ticker).path.priceAt(tick) })),
      };
    },
    async shock(ticker, percent, at) {
      const market = marketOf(ticker);
      const shock: MarketShock = { ticker: market.spec.ticker, at: tickOf(at), percent };
      await saveShocks(ctx.db, [...(await loadShocks(ctx.db)), shock]);
      market.path.shocks.add(shock.at, percent);
      market.path.forgetFrom(shock.at);
      market.candles.forgetFrom(shock.at);
      return shock;
    },
  };
}

const models = new WeakMap<SimContext, Promise<MarketData>>();

/** The markets of a world, built on first use and kept for the life of its context. */
export function marketModel(ctx: SimContext): Promise<MarketData> {
  let model = models.get(ctx);
  if (!model) models.set(ctx, (model = createMarketData(ctx)));
  return model;
}
