/**
 * The token's price on the sim clock: a seeded walk from its launch price, built like the currencies' walks
 * (services/prices.ts: a Brownian bridge, any moment at the same cost, reflected into a band) with a small-cap
 * token's volatility. The world's first start, the origin of every walk, is where it stands at its launch price;
 * the token traded before this world existed, so the walk runs back from there too (its price chart and its
 * 24h change cover the whole timeframe), while the figures made from the ledger begin at the origin.
 */
import { TOKEN } from '@contract/token';
import type { SimContext } from '../../context';
import {
  MINUTES_PER_YEAR,
  ORIGIN_KEY,
  PRICE_STEP_MS,
  reflect,
  sixDigits,
  walkAt,
} from '../../services/prices';
import { createStream } from '../../services/rng';

/** Yearly volatility: a young play token moves more than the large coins. */
const VOLATILITY = 1.4;
/** The price stays between a quarter of its launch price and four times it. */
const BAND = Math.log(4);
const DAY_MS = 86_400_000;

export interface TokenPrice {
  /** The world's first start (ms): the price there is the launch price. */
  origin: number;
  /** US dollars per token at `at`, to 6 significant digits. */
  at(at: number): number;
  /** Percent change over the 24 hours up to `at`. */
  change24h(at: number): number;
}

export function createTokenPrice(seed: string, origin: number): TokenPrice {
  const key = createStream(seed, 'prices:token').int(2 ** 32);
  const step = VOLATILITY / Math.sqrt(MINUTES_PER_YEAR);
  const start = walkAt(key, Math.floor(origin / PRICE_STEP_MS));
  const at = (time: number) =>
    sixDigits(
      TOKEN.launchPriceUsd *
        Math.exp(reflect(step * (walkAt(key, Math.floor(time / PRICE_STEP_MS)) - start), BAND)),
    );
  return {
    origin,
    at,
    change24h(time) {
      const before = at(time - DAY_MS);
      return Math.round(((at(time) - before) / before) * 10_000) / 100;
    },
  };
}

const walks = new WeakMap<SimContext, TokenPrice>();

/** The world's token price (its origin read once from the database). */
export async function tokenPrice(ctx: SimContext): Promise<TokenPrice> {
  let walk = walks.get(ctx);
  if (!walk) {
    const stored = (await ctx.db.meta.get(ORIGIN_KEY))?.value;
    walk = createTokenPrice(ctx.seed, typeof stored === 'number' ? stored : ctx.clock.now());
    walks.set(ctx, walk);
  }
  return walk;
}
