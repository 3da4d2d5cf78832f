/**
 * US-dollar volume of the markets: a minute's share of the market's daily volume, busier in the afternoon
 * (UTC) and on some days than others, noisy from minute to minute, and larger when the price moves more. A
 * pure function of the key, the minute and the move, so every candle and the 24 h figure add up from it.
 */
import { normalAt } from './hash';
import { VOLUME, type MarketSpec } from './spec';

const MINUTE_SALT = 0x766f6c6d;
const DAY_SALT = 0x766f6c64;
/** Expected range of a Brownian path over its step, in steps' σ (√(8/π)). */
const RANGE_PER_STEP = Math.sqrt(8 / Math.PI);
/** Expected absolute move of a normal step, in its σ (√(2/π)). */
const MOVE_PER_STEP = Math.sqrt(2 / Math.PI);
const MINUTES_PER_DAY = 1440;

const logNormal = (z: number, spread: number) => Math.exp(spread * z - (spread * spread) / 2);

/** The steady part of a minute's volume: its share of the day, the day's level and the daily rhythm. */
function level(spec: MarketSpec, key: number, minute: number): number {
  const day = Math.floor(minute / MINUTES_PER_DAY);
  const hour = (minute - day * MINUTES_PER_DAY) / 60;
  const rhythm = 1 + VOLUME.rhythm * Math.cos((2 * Math.PI * (hour - VOLUME.peakHourUtc)) / 24);
  return (
    (spec.dailyVolume / MINUTES_PER_DAY) * rhythm * logNormal(normalAt(key, day, DAY_SALT), VOLUME.daySpread)
  );
}

/** How much a move of `ratio` times its usual size lifts the volume (1 for a usual move). */
const activity = (ratio: number) => 1 - VOLUME.moveShare + VOLUME.moveShare * Math.min(ratio, VOLUME.moveCap);

/**
 * The volume of one minute whose ticks so far ranged from `low` to `high` (`ticks` of sixty: a minute still
 * running has traded its share so far). Whole dollars, so that sums are exact.
 */
export function minuteVolume(
  spec: MarketSpec,
  key: number,
  minute: number,
  minuteStep: number,
  range: { high: number; low: number; ticks: number },
): number {
  const ratio = Math.log(range.high / range.low) / (minuteStep * RANGE_PER_STEP);
  const noise = logNormal(normalAt(key, minute, MINUTE_SALT), VOLUME.minuteSpread);
  return Math.round(level(spec, key, minute) * noise * activity(ratio) * (range.ticks / 60));
}

/**
 * The volume of `minutes` minutes from `minute` on, from the path's move over them alone (long candles read
 * the path at a stride: candles.ts): the steady level at the stride's start times the activity of its move;
 * the minute-to-minute noise averages out over a stride.
 */
export function strideVolume(
  spec: MarketSpec,
  key: number,
  minute: number,
  minutes: number,
  minuteStep: number,
  logMove: number,
): number {
  const ratio = Math.abs(logMove) / (minuteStep * Math.sqrt(minutes) * MOVE_PER_STEP);
  return Math.round(level(spec, key, minute) * minutes * activity(ratio));
}
