/**
 * The chart's last candle kept live from price ticks, as the sim builds its candles from the same ticks: a
 * tick inside the last candle's interval moves its close (and high or low); a tick of a later interval opens
 * a new candle at its price; an older tick changes nothing.
 */
import type { Candle } from '@contract/trading';
import type { CandlestickData, HistogramData, UTCTimestamp } from 'lightweight-charts';

/** Start of the interval that contains `at`. */
export const intervalStart = (at: number, intervalMs: number) => Math.floor(at / intervalMs) * intervalMs;

/** The last candle after a tick; the same object when the tick is older than it. */
export function candleWithTick(last: Candle | null, price: number, at: number, intervalMs: number): Candle {
  const start = intervalStart(at, intervalMs);
  if (last && start < last.time) return last;
  if (last && start === last.time)
    return { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price };
  return { time: start, open: price, high: price, low: price, close: price, volume: 0 };
}

/** Chart time: seconds (the library's UTCTimestamp), from the contract's milliseconds. */
export const chartTime = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

export function toCandlestick(candle: Candle): CandlestickData<UTCTimestamp> {
  const { time, open, high, low, close } = candle;
  return { time: chartTime(time), open, high, low, close };
}

/** A volume bar, tinted as its candle (up green, down red). */
export function toVolumeBar(
  candle: Candle,
  colours: { up: string; down: string },
): HistogramData<UTCTimestamp> {
  return {
    time: chartTime(candle.time),
    value: candle.volume,
    color: candle.close >= candle.open ? colours.up : colours.down,
  };
}
