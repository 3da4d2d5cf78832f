/**
 * Prices on the sim clock (issue 9 §4; platform.md §3 Currency price and priceEur). Every currency's US
 * dollar price takes a seeded random walk from its fixture price, one step a minute; the euro prices follow
 * the dollar prices through a walking EUR/USD rate, so every currency's euro price moves with one rate.
 *
 * - Same seed and same clock, same prices: a step's randomness is a hash of (the currency's key, the step), the
 *   keys are drawn with seedrandom from the world seed, so nothing depends on the order of the calls.
 * - Any moment costs the same (a jump of a year is free): the walk is built top-down as a Brownian bridge over
 *   2^27 minutes since the epoch, 27 hashes per currency and minute, instead of summed step by step.
 * - Bounded: the log price is reflected into a band around the start (half to twice it for coins, ±15 % for
 *   EUR/USD), which keeps the walk's local moves and keeps a long-running demo believable.
 * - The world's start is the walk's origin: at the first boot's minute every price is the fixture's, so a
 *   fresh world (tests, scenarios, a new demo) opens on the prices everyone knows.
 * - Stablecoins hold their peg in US dollars (operators count them at par for limits); their euro price
 *   moves with EUR/USD.
 *
 * Loaded when the sim starts, beside its database (src/sim/index.ts), not with the worker's first bundle. It
 * imports nothing at run time that the first bundle has (the fixture, the seeded keys and the event arrive
 * as arguments): a shared import would split the worker's bundle into more files and cost its budget.
 */
import type { PriceUpdate } from '@contract/index';
import type { CurrencyFixture, PriceBoard, PricedCurrency, SimContext } from '../context';
import type { SimClock } from './clock';
import type { SimDb } from './db';

export const PRICE_STEP_MS = 60_000;
export const MINUTES_PER_YEAR = 525_960;
/** The bridge spans 2^27 minutes from the epoch (until about 2225). */
export const LEVELS = 27;
const SPAN = 2 ** LEVELS;

/** Yearly volatility of each coin, near its usual figure; others get DEFAULT_VOLATILITY. */
export const VOLATILITY: Record<string, number> = {
  btc: 0.55,
  eth: 0.7,
  ltc: 0.8,
  sol: 0.9,
  doge: 1,
  trx: 0.6,
  bnb: 0.55,
};
export const DEFAULT_VOLATILITY = 0.8;
export const STABLECOINS: ReadonlySet<string> = new Set(['usdt', 'usdc', 'dai']);
/** A coin stays between half and twice its start price. */
export const COIN_BAND = Math.log(2);
export const EUR_USD = { volatility: 0.08, band: Math.log(1.15) };

interface Series {
  key: number;
  /** Standard deviation of one minute's step of the log price. */
  step: number;
  band: number;
}

/** A currency of the fixture with its prices there: where its walk starts. Read at each use. */
export type Anchor = CurrencyFixture & { price: number; priceEur: number };

/** murmur3's finaliser: a well-mixed 32-bit hash. */
export function mix(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A standard normal draw for one node of the bridge (Box–Muller over two hashed uniforms). */
export function normal(key: number, level: number, index: number): number {
  const a = mix(key ^ mix(index + Math.imul(level + 1, 0x9e3779b9)));
  const b = mix(a ^ 0x68e31da4);
  const u1 = (a + 1) / 4_294_967_297;
  const u2 = b / 4_294_967_296;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/**
 * The walk (unit steps) at minute `n`: W(0) = 0, W(SPAN) drawn, then each interval's midpoint drawn given its
 * ends (a Brownian bridge: mean of the ends, deviation √(length)/2), halving towards `n`.
 */
export function walkAt(key: number, n: number): number {
  const target = Math.min(Math.max(Math.floor(n), 0), SPAN - 1);
  let start = 0;
  let span = SPAN;
  let low = 0;
  let high = Math.sqrt(SPAN) * normal(key, LEVELS, 0);
  for (let level = LEVELS - 1; level >= 0; level -= 1) {
    span /= 2;
    const mid = start + span;
    const middle = (low + high) / 2 + Math.sqrt(span / 2) * normal(key, level, start);
    if (target < mid) high = middle;
    else {
      start = mid;
      low = middle;
    }
  }
  return low;
}

/** `x` folded into [-band, band] as a walk reflected at both edges (a triangle wave of period 4 × band). */
export function reflect(x: number, band: number): number {
  const period = 4 * band;
  const r = (((x + band) % period) + period) % period;
  return r < 2 * band ? r - band : 3 * band - r;
}

export const sixDigits = (value: number) => Number(value.toPrecision(6));

export interface PriceBoardOptions {
  /** The fixture's currencies with their prices (the walks' starts). */
  anchors: readonly Anchor[];
  /** A 32-bit key per walk ('btc', ..., 'eurusd'), drawn from the world seed (src/sim/index.ts). */
  keyOf(walk: string): number;
  /** When the world first started: the walks' origin. */
  startedAt: number;
  clock: SimClock;
}

/** The meta key of the world's first start (the walks' origin); the token's price walks from it too. */
export const ORIGIN_KEY = 'pricesFrom';

/**
 * The board of a world, its origin read from the world's database: the first start's time, written then (a
 * world stored before prices walked gets this start's).
 */
export async function openPriceBoard(
  db: SimDb,
  options: Omit<PriceBoardOptions, 'startedAt'>,
): Promise<PriceBoard> {
  const stored = (await db.meta.get(ORIGIN_KEY))?.value;
  const startedAt = typeof stored === 'number' ? stored : options.clock.now();
  if (stored !== startedAt) await db.meta.put({ key: ORIGIN_KEY, value: startedAt });
  return createPriceBoard({ ...options, startedAt });
}

/**
 * The board of one world. Factors are cached per minute and series: the same few minutes are read again and
 * again.
 */
export function createPriceBoard({ anchors, keyOf, startedAt, clock }: PriceBoardOptions): PriceBoard {
  const seriesOf = (name: string, volatility: number, band: number): Series => ({
    key: keyOf(name),
    step: volatility / Math.sqrt(MINUTES_PER_YEAR),
    band,
  });
  const origin = Math.floor(startedAt / PRICE_STEP_MS);
  const coins = new Map<string, Series>();
  for (const { id } of anchors) {
    if (!STABLECOINS.has(id)) coins.set(id, seriesOf(id, VOLATILITY[id] ?? DEFAULT_VOLATILITY, COIN_BAND));
  }
  const eur = seriesOf('eurusd', EUR_USD.volatility, EUR_USD.band);
  const originWalk = new Map<Series, number>();
  /** The factor by which a series moved from the origin to minute `n`. */
  const factor = (series: Series, n: number) => {
    let from = originWalk.get(series);
    if (from === undefined) originWalk.set(series, (from = walkAt(series.key, origin)));
    return Math.exp(reflect(series.step * (walkAt(series.key, n) - from), series.band));
  };

  const cache = new Map<number, Map<Series, number>>();
  /** A series' factor at minute n, computed once per minute and series (a feed asks for many minutes). */
  function factorAt(series: Series, n: number): number {
    let factors = cache.get(n);
    if (!factors) {
      if (cache.size >= 256) cache.delete(cache.keys().next().value!);
      cache.set(n, (factors = new Map()));
    }
    let value = factors.get(series);
    if (value === undefined) factors.set(series, (value = factor(series, n)));
    return value;
  }

  function priced(anchor: Anchor, at: number): PricedCurrency {
    const n = Math.floor(at / PRICE_STEP_MS);
    const coin = coins.get(anchor.id);
    const usd = coin ? factorAt(coin, n) : 1;
    const eurUsd = factorAt(eur, n);
    const { price, priceEur, ...currency } = anchor;
    return { ...currency, price: sixDigits(price * usd), priceEur: sixDigits((priceEur * usd) / eurUsd) };
  }

  return {
    currency(id, at = clock.now()) {
      const anchor =
        typeof id === 'string' ? anchors.find((entry) => entry.id === id.toLowerCase()) : undefined;
      return anchor && priced(anchor, at);
    },
    all: (at = clock.now()) => anchors.map((anchor) => priced(anchor, at)),
  };
}

/** Every currency's prices at `at`, as the realtime push carries them. */
export function priceUpdate(board: PriceBoard, at: number): PriceUpdate {
  const currencies = board.all(at).map(({ id, price, priceEur }) => ({ id, price, priceEur }));
  return { at, currencies };
}

/**
 * Hands `push` the prices at each new sim minute (createSim sends them as PUBLIC_EVENTS.prices). After a jump
 * of the clock it sends the newest prices once, not once per minute skipped.
 */
export function startPriceFeed(ctx: SimContext, push: (update: PriceUpdate) => void): void {
  const nextMinute = () => (Math.floor(ctx.clock.now() / PRICE_STEP_MS) + 1) * PRICE_STEP_MS;
  const tick = () => {
    push(priceUpdate(ctx.prices, ctx.clock.now()));
    ctx.scheduler.at(nextMinute(), 'prices', tick);
  };
  ctx.scheduler.at(nextMinute(), 'prices', tick);
}
