/**
 * Candles and 24 h stats of one market, from its ticks (path.ts).
 *
 * - One-minute candles are exact (every tick of the minute) and kept in hour blocks: a minute's candle never
 *   changes (until a shock, which drops what follows it), so the chart, the stats and the next call reuse them.
 * - 5m, 15m and 1h candles add up exact one-minute candles.
 * - 4h and 1d candles (200 of them are up to 48,000 minutes of ticks): the newest is exact; older ones take
 *   their open and close from the ticks and their high, low and volume from the path read every LONG_STRIDE
 *   minutes. Their highs and lows can therefore fall short of the ticks' extremes by a small part of a
 *   percent; a chart of 1h candles shows those exactly.
 * - The 24 h stats add up the 1,440 one-minute candles that end at the moment asked.
 */
import { CANDLE_INTERVAL_MS, type Candle, type CandleInterval, type MarketTicker } from '@contract/trading';
import type { MarketPath } from './path';
import { DAY_MS, HOUR_MS, MINUTE_MS, TICKS_PER_MINUTE } from './spec';
import { minuteVolume, strideVolume } from './volume';

/** Minutes between the path's readings in an older long candle. */
const LONG_STRIDE: Partial<Record<CandleInterval, number>> = { '4h': 5, '1d': 20 };
const FIELDS = 5;
const BLOCKS_KEPT = 240;
const LONG_KEPT = 1_000;

/** A candle being added up. */
interface Tally {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export class MarketCandles {
  /** One-minute candles by hour: open, high, low, close, volume per minute; NaN where not yet computed. */
  private readonly blocks = new Map<number, Float64Array>();
  private readonly scratch = new Float64Array(TICKS_PER_MINUTE);
  /** Older long candles by their start and length: they never change either. */
  private readonly long = new Map<string, Tally & { end: number }>();

  constructor(
    readonly path: MarketPath,
    private readonly key: number,
  ) {}

  /** Adds the ticks 0..last of `minute` to a tally (null: start one). */
  private addMinute(tally: Tally | null, minute: number, last: number): Tally {
    let block: Float64Array | undefined;
    let offset = 0;
    if (last === TICKS_PER_MINUTE - 1) {
      const hour = Math.floor(minute / 60);
      block = this.blocks.get(hour);
      if (!block) {
        if (this.blocks.size >= BLOCKS_KEPT) this.blocks.delete(this.blocks.keys().next().value!);
        this.blocks.set(hour, (block = new Float64Array(60 * FIELDS).fill(NaN)));
      }
      offset = (minute - hour * 60) * FIELDS;
      if (!Number.isNaN(block[offset]!)) {
        return merge(
          tally,
          block[offset]!,
          block[offset + 1]!,
          block[offset + 2]!,
          block[offset + 3]!,
          block[offset + 4]!,
        );
      }
    }
    const ticks = this.scratch;
    this.path.fillMinute(minute, ticks);
    let high = ticks[0]!;
    let low = high;
    for (let tick = 1; tick <= last; tick += 1) {
      const price = ticks[tick]!;
      if (price > high) high = price;
      else if (price < low) low = price;
    }
    const { spec, minuteStep } = this.path;
    const volume = minuteVolume(spec, this.key, minute, minuteStep, { high, low, ticks: last + 1 });
    if (block) {
      block[offset] = ticks[0]!;
      block[offset + 1] = high;
      block[offset + 2] = low;
      block[offset + 3] = ticks[last]!;
      block[offset + 4] = volume;
    }
    return merge(tally, ticks[0]!, high, low, ticks[last]!, volume);
  }

  /** The exact candle of every tick from `start` (a whole minute) to the tick that contains `end`. */
  exact(start: number, end: number): Tally {
    const lastMinute = Math.floor(end / MINUTE_MS);
    let tally: Tally | null = null;
    for (let minute = start / MINUTE_MS; minute < lastMinute; minute += 1)
      tally = this.addMinute(tally, minute, TICKS_PER_MINUTE - 1);
    return this.addMinute(tally, lastMinute, Math.floor((end - lastMinute * MINUTE_MS) / 1000));
  }

  /** An older long candle read at a stride (see the header). */
  private strided(start: number, interval: number, stride: number): Tally {
    const { path } = this;
    const first = start / MINUTE_MS;
    const count = interval / MINUTE_MS / stride;
    const opens = path.opens(first, count, stride);
    const close = path.priceAt(start + interval - 1000);
    const tally: Tally = { open: opens[0]!, high: close, low: close, close, volume: 0 };
    for (let index = 0; index < count; index += 1) {
      const price = opens[index]!;
      const next = index + 1 < count ? opens[index + 1]! : close;
      if (price > tally.high) tally.high = price;
      if (price < tally.low) tally.low = price;
      const move = Math.log(next / price);
      tally.volume += strideVolume(
        path.spec,
        this.key,
        first + index * stride,
        stride,
        path.minuteStep,
        move,
      );
    }
    return tally;
  }

  private longCandle(start: number, length: number, stride: number): Tally {
    const key = `${length}:${start}`;
    let tally = this.long.get(key);
    if (!tally) {
      if (this.long.size >= LONG_KEPT) this.long.delete(this.long.keys().next().value!);
      this.long.set(key, (tally = { ...this.strided(start, length, stride), end: start + length }));
    }
    return tally;
  }

  /** The last `limit` candles of `interval` up to the tick that contains `to`, oldest first. */
  candles(interval: CandleInterval, to: number, limit: number): Candle[] {
    const length = CANDLE_INTERVAL_MS[interval];
    const newest = Math.floor(to / length) * length;
    const stride = LONG_STRIDE[interval];
    const candles: Candle[] = [];
    for (let start = Math.max(0, newest - (limit - 1) * length); start <= newest; start += length) {
      const tally =
        stride === undefined || start === newest
          ? this.exact(start, Math.min(to, start + length - 1000))
          : this.longCandle(start, length, stride);
      candles.push({
        time: start,
        open: tally.open,
        high: tally.high,
        low: tally.low,
        close: tally.close,
        volume: tally.volume,
      });
    }
    return candles;
  }

  /** The 24 h stats at `at`: the 1,440 one-minute candles that end with the minute of `at`. */
  stats(at: number): MarketTicker['stats'] {
    const start = (Math.floor(at / MINUTE_MS) - (DAY_MS / MINUTE_MS - 1)) * MINUTE_MS;
    const day = this.exact(start, at);
    const then = this.path.priceAt(at - DAY_MS);
    return {
      change_24h: round2((this.path.priceAt(at) / then - 1) * 100),
      volume_24h: day.volume,
      high_24h: day.high,
      low_24h: day.low,
    };
  }

  /** Forgets the candles from `at` on (a shock changed them). */
  forgetFrom(at: number): void {
    const first = Math.floor(at / HOUR_MS);
    for (const hour of this.blocks.keys()) if (hour >= first) this.blocks.delete(hour);
    for (const [key, candle] of this.long) if (candle.end > at) this.long.delete(key);
  }
}

function merge(
  tally: Tally | null,
  open: number,
  high: number,
  low: number,
  close: number,
  volume: number,
): Tally {
  if (!tally) return { open, high, low, close, volume };
  if (high > tally.high) tally.high = high;
  if (low < tally.low) tally.low = low;
  tally.close = close;
  tally.volume += volume;
  return tally;
}
