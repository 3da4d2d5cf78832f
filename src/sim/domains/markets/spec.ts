/**
 * The markets of the fixture (fixtures/markets/tickers.json) and the constants of their price model. Kept
 * apart from the model so that tests and the benchmark read the same figures.
 */
import tickers from '@fixtures/markets/tickers.json';
import type { MarketFixture } from './model';

/** A market with what only the sim needs: its typical US-dollar volume of a day. */
export interface MarketSpec extends MarketFixture {
  dailyVolume: number;
}

export const MARKETS: readonly MarketSpec[] = tickers as readonly MarketSpec[];

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Ticks in a minute (TICK_MS each). */
export const TICKS_PER_MINUTE = 60;

/**
 * A walk of its own (markets that follow no wallet currency) stays within this log band around its start:
 * half to twice it for coins like the wallet's (services/prices.ts COIN_BAND), ±25 % for an index.
 */
export const INDEX_BAND = Math.log(1.25);

/**
 * Flash moves (operator choice of figures): each hour of each market has this chance of one. Its size is a
 * few percent for a coin of 80 % yearly volatility, scaled by the market's own, in either direction.
 */
export const JUMPS = {
  chancePerHour: 0.04,
  minSize: 0.015,
  maxSize: 0.05,
  referenceVolatility: 0.8,
  /** A market of its own walk drifts back from a jump over this many minutes (drawn per jump). */
  minDecayMinutes: 15,
  maxDecayMinutes: 55,
} as const;

/** Volume model: how a minute's volume spreads around its share of the daily volume. */
export const VOLUME = {
  /** Spread (σ of the log) of one minute's volume, and of one day's level. */
  minuteSpread: 0.45,
  daySpread: 0.25,
  /** Daily rhythm: busiest at this UTC hour, by this share above the mean. */
  peakHourUtc: 15,
  rhythm: 0.35,
  /** Part of the volume that follows the size of the minute's move (the rest is steady flow). */
  moveShare: 0.5,
  /** A minute's move counts at most this many times its usual size. */
  moveCap: 8,
} as const;
