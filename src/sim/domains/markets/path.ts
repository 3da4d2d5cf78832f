/**
 * One market's price path, tick by tick (TICK_MS), as a pure function of the world's seed and the time.
 *
 * - At each whole minute the market stands on its anchor (anchors.ts): the wallet's price board for a market
 *   that follows a wallet currency (the wallet and the futures never disagree), else a walk of its own.
 * - Between two whole minutes the seconds are a Brownian bridge pinned at both ends: a hashed walk of sixty
 *   steps with its end pulled back onto the next minute's anchor.
 * - Flash moves (jumps.ts) and QA shocks (shocks.ts) move the result.
 * - Prices carry six significant digits, like the board's: at a whole minute the tick IS the board's price.
 */
import { fillTickNormals } from './hash';
import { anchoringOf, type Anchoring } from './anchors';
import { jumpShare, jumpsOfMinute } from './jumps';
import type { ShockBook } from './shocks';
import { MINUTE_MS, TICKS_PER_MINUTE, type MarketSpec } from './spec';
import { MINUTES_PER_YEAR } from '../../services/prices';

const POW10 = Array.from({ length: 41 }, (_, index) => 10 ** (index - 20));
const pow10 = (exponent: number) => POW10[exponent + 20]!;

/** Decimal places (negative: tens, hundreds) that keep six significant digits of `value`. */
const placesOf = (value: number) => 5 - Math.floor(Math.log10(value));

/** `value` at `places` decimals (dividing by an exact power of ten rounds as parsing the decimal does). */
const roundTo = (value: number, places: number) =>
  places >= 0
    ? Math.round(value * pow10(places)) / pow10(places)
    : Math.round(value / pow10(-places)) * pow10(-places);

/**
 * `value` at six significant digits, as Number(value.toPrecision(6)) gives it but without the string (a tick
 * costs nanoseconds). It may differ only at a near tie, where the product rounds first: the anchors, which must
 * be the board's to the bit, use the board's own rounding (anchors.ts).
 */
export function sixDigits(value: number, places = placesOf(value)): number {
  const scaled = value * pow10(places);
  if (scaled >= 999_999.5) return roundTo(value, places - 1);
  if (scaled < 99_999.5) return roundTo(value, places + 1);
  return roundTo(value, places);
}

export interface PathOptions {
  spec: MarketSpec;
  /** The market's 32-bit key for its ticks and flash moves, drawn from the world seed. */
  key: number;
  seed: string;
  /** The world's first start (ms): where the walks start at the fixture's prices. */
  origin: number;
  shocks: ShockBook;
}

const HOURS_KEPT = 512;
const MINUTES_KEPT = 16;

export class MarketPath {
  readonly spec: MarketSpec;
  readonly shocks: ShockBook;
  /** σ of one minute's log step. */
  readonly minuteStep: number;
  private readonly tickStep: number;
  private readonly key: number;
  private readonly anchoring: Anchoring;
  /** Anchors by hour: its 60 minutes and the next hour's first. */
  private readonly hours = new Map<number, Float64Array>();
  private readonly minutes = new Map<number, Float64Array>();
  private readonly normals = new Float64Array(TICKS_PER_MINUTE);

  constructor({ spec, key, seed, origin, shocks }: PathOptions) {
    this.spec = spec;
    this.key = key;
    this.shocks = shocks;
    this.minuteStep = spec.volatility / Math.sqrt(MINUTES_PER_YEAR);
    this.tickStep = this.minuteStep / Math.sqrt(TICKS_PER_MINUTE);
    this.anchoring = anchoringOf(spec, seed, Math.floor(origin / MINUTE_MS));
  }

  /** The price the path stands on at the start of `minute` (before flash moves and shocks). */
  anchorAt(minute: number): number {
    const hour = Math.floor(minute / 60);
    let anchors = this.hours.get(hour);
    if (!anchors) {
      if (this.hours.size >= HOURS_KEPT) this.hours.delete(this.hours.keys().next().value!);
      this.hours.set(hour, (anchors = this.anchoring.range(hour * 60, 61, 1)));
    }
    return anchors[minute - hour * 60]!;
  }

  /** The flash moves and shocks at `at`, applied to a price of the bridge. */
  private moved(price: number, at: number, jumps: ReturnType<typeof jumpsOfMinute>): number {
    const jump = jumps ? jumpShare(jumps[0], at) + jumpShare(jumps[1], at) : 0;
    return sixDigits((jump === 0 ? price : price * Math.exp(jump)) * this.shocks.factor(at));
  }

  /** The first ticks of the minutes first + i × stride, i below count (long candles read the path so). */
  opens(first: number, count: number, stride: number): Float64Array {
    const opens = this.anchoring.range(first, count, stride);
    for (let index = 0; index < count; index += 1) {
      const minute = first + index * stride;
      opens[index] = this.moved(
        opens[index]!,
        minute * MINUTE_MS,
        jumpsOfMinute(this.spec, this.key, minute),
      );
    }
    return opens;
  }

  /** Writes the sixty tick prices of `minute` into `out`. */
  fillMinute(minute: number, out: Float64Array): void {
    const start = minute * MINUTE_MS;
    const from = this.anchorAt(minute);
    const drift = Math.log(this.anchorAt(minute + 1) / from) / TICKS_PER_MINUTE;
    const normals = this.normals;
    const mean = fillTickNormals(this.key, minute, normals);
    const jumps = jumpsOfMinute(this.spec, this.key, minute);
    const step = this.tickStep;
    if (jumps || this.shocks.changesWithin(start, start + MINUTE_MS)) {
      let log = Math.log(from);
      for (let tick = 0; tick < TICKS_PER_MINUTE; tick += 1) {
        // The first tick starts from the anchor itself, as opens() does: the same number, not e^(ln x).
        out[tick] = this.moved(tick === 0 ? from : Math.exp(log), start + tick * 1000, jumps);
        log += drift + step * (normals[tick]! - mean);
      }
      return;
    }
    // Nearly every minute: each step multiplies by e^d for |d| near 1e-4, where three terms of the series are
    // exact to the last bit that six digits can see, and ten times faster than Math.exp.
    const factor = this.shocks.factor(start);
    let price = from * factor;
    const places = placesOf(price);
    const scale = pow10(places);
    for (let tick = 0; tick < TICKS_PER_MINUTE; tick += 1) {
      const scaled = price * scale;
      out[tick] =
        places >= 0 && scaled >= 99_999.5 && scaled < 999_999.5
          ? Math.round(scaled) / scale
          : sixDigits(price, places);
      const d = drift + step * (normals[tick]! - mean);
      price *= 1 + d * (1 + d * (0.5 + d / 6));
    }
  }

  /** The sixty ticks of `minute`, from a small cache (the feed and the routes ask for the newest again and again). */
  minute(minute: number): Float64Array {
    let ticks = this.minutes.get(minute);
    if (!ticks) {
      if (this.minutes.size >= MINUTES_KEPT) this.minutes.delete(this.minutes.keys().next().value!);
      this.fillMinute(minute, (ticks = new Float64Array(TICKS_PER_MINUTE)));
      this.minutes.set(minute, ticks);
    }
    return ticks;
  }

  /** The price of the tick that contains `at`. */
  priceAt(at: number): number {
    const minute = Math.floor(at / MINUTE_MS);
    return this.minute(minute)[Math.floor((at - minute * MINUTE_MS) / 1000)]!;
  }

  /** Forgets the ticks from `at` on (a shock changed them; the anchors stay). */
  forgetFrom(at: number): void {
    const first = Math.floor(at / MINUTE_MS);
    for (const minute of this.minutes.keys()) if (minute >= first) this.minutes.delete(minute);
  }
}
