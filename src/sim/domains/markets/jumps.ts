/**
 * Flash moves: now and then a market jumps by a few percent and drifts back. Each hour of each market draws
 * (hashed, so a pure function of the key and the hour) whether it has one, when, how large and how long.
 *
 * - A market of its own walk drifts back over tens of minutes: the move is visible on its minute candles.
 * - A market that follows a wallet currency must meet the wallet's price board at every whole minute, so its
 *   flash move is a wick: it jumps inside a minute and is back on the board at the minute's end.
 */
import { hash3, unit } from './hash';
import { HOUR_MS, JUMPS, MINUTE_MS, type MarketSpec } from './spec';

export interface Jump {
  /** Start (a whole second). */
  at: number;
  /** Log size of the move at its start. */
  size: number;
  /** How long until it has faded completely (ms). */
  duration: number;
}

const SALT = 0x4a554d50;

/** The flash move that starts in `hour` (hours since the epoch) of a market, if any. */
export function jumpOf(spec: MarketSpec, key: number, hour: number): Jump | null {
  const draw = hash3(key, hour, SALT);
  if (unit(draw) >= JUMPS.chancePerHour) return null;
  const second = hash3(draw, hour, 1);
  const sizing = unit(hash3(draw, hour, 2));
  const scale = spec.volatility / JUMPS.referenceVolatility;
  const magnitude = (JUMPS.minSize + (JUMPS.maxSize - JUMPS.minSize) * sizing) * scale;
  const size = (second & 1 ? 1 : -1) * Math.log1p(magnitude);
  const hourStart = hour * HOUR_MS;
  if (spec.currency) {
    // A wick: between the 5th and the 45th second of one of the hour's minutes, gone by the minute's end.
    const minute = (second >>> 1) % 60;
    const at = hourStart + minute * MINUTE_MS + (5 + ((second >>> 7) % 41)) * 1000;
    return { at, size, duration: hourStart + (minute + 1) * MINUTE_MS - at };
  }
  const at = hourStart + ((second >>> 1) % 3600) * 1000;
  const decay =
    JUMPS.minDecayMinutes + (JUMPS.maxDecayMinutes - JUMPS.minDecayMinutes) * unit(hash3(draw, hour, 3));
  return { at, size, duration: Math.round(decay) * MINUTE_MS };
}

/** A jump's share of the log price at `t`: its size at the start, fading quadratically to none. */
export function jumpShare(jump: Jump | null, t: number): number {
  if (!jump || t < jump.at || t >= jump.at + jump.duration) return 0;
  const faded = (t - jump.at) / jump.duration;
  return jump.size * (1 - faded) * (1 - faded);
}

/** Whether a flash move is under way at some time of [start, end). */
const touches = (jump: Jump | null, start: number, end: number) =>
  jump !== null && jump.at < end && jump.at + jump.duration > start;

/**
 * The flash moves that can touch a minute: the one of its hour and the one of the hour before (a move lasts
 * less than an hour). Null when neither does, which is nearly always.
 */
export function jumpsOfMinute(
  spec: MarketSpec,
  key: number,
  minute: number,
): [Jump | null, Jump | null] | null {
  const start = minute * MINUTE_MS;
  const hour = Math.floor(start / HOUR_MS);
  const current = jumpOf(spec, key, hour);
  const previous = jumpOf(spec, key, hour - 1);
  const end = start + MINUTE_MS;
  return touches(current, start, end) || touches(previous, start, end) ? [current, previous] : null;
}
