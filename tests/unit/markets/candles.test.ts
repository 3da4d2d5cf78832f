/**
 * Candles and 24 h stats (src/sim/domains/markets/candles.ts): 1m and 5m recomputed from the ticks, longer
 * candles adding up, the 24 h stats equal to the series they come from.
 */
import { describe, expect, it } from 'vitest';
import { CANDLE_INTERVAL_MS, type Candle } from '@contract/trading';
import { DAY, HOUR, MINUTE, SECOND, START_MS, marketWorld } from './helpers';

type Markets = Awaited<ReturnType<typeof marketWorld>>['markets'];

/** A candle recomputed from every tick of [start, end] (end included). */
function fromTicks(markets: Markets, ticker: string, start: number, end: number) {
  const prices: number[] = [];
  for (let at = start; at <= end; at += SECOND) prices.push(markets.priceAt(ticker, at));
  return { open: prices[0], high: Math.max(...prices), low: Math.min(...prices), close: prices.at(-1) };
}

const ohlc = ({ open, high, low, close }: Candle) => ({ open, high, low, close });
const volumes = (candles: Candle[]) => candles.reduce((sum, candle) => sum + candle.volume, 0);

describe('candles', () => {
  const now = START_MS + 3 * HOUR + 17 * MINUTE + 23 * SECOND;

  it('1m and 5m are the ticks of their interval, the newest up to the tick asked', async () => {
    const { markets } = await marketWorld();
    for (const [interval, ticker] of [
      ['1m', 'BTC'],
      ['5m', 'XRP'],
    ] as const) {
      const length = CANDLE_INTERVAL_MS[interval];
      const candles = markets.candles(ticker, interval, now, 6);
      expect(candles).toHaveLength(6);
      expect(candles.at(-1)!.time).toBe(Math.floor(now / length) * length);
      for (const [index, candle] of candles.entries()) {
        expect(candle.time - (candles[index - 1]?.time ?? candle.time - length)).toBe(length);
        const end = Math.min(candle.time + length - SECOND, now);
        expect(ohlc(candle), `${interval} ${index}`).toEqual(fromTicks(markets, ticker, candle.time, end));
        expect(candle.volume).toBeGreaterThan(0);
      }
    }
  });

  it('adds up: a 5m, 15m or 1h candle is its 1m candles', async () => {
    const { markets } = await marketWorld();
    const minutes = markets.candles('ETH', '1m', now, 600);
    for (const interval of ['5m', '15m', '1h'] as const) {
      const length = CANDLE_INTERVAL_MS[interval];
      for (const candle of markets.candles('ETH', interval, now, 4)) {
        const inside = minutes.filter(
          (entry) => entry.time >= candle.time && entry.time < candle.time + length,
        );
        expect(inside.length).toBe(Math.min(length / MINUTE, Math.floor((now - candle.time) / MINUTE) + 1));
        expect(candle).toEqual({
          time: candle.time,
          open: inside[0]!.open,
          high: Math.max(...inside.map((entry) => entry.high)),
          low: Math.min(...inside.map((entry) => entry.low)),
          close: inside.at(-1)!.close,
          volume: volumes(inside),
        });
      }
    }
  });

  it('reads older 4h and 1d candles at a stride: open and close exact, highs and lows within', async () => {
    const { markets } = await marketWorld();
    for (const interval of ['4h', '1d'] as const) {
      const length = CANDLE_INTERVAL_MS[interval];
      const candles = markets.candles('SOL', interval, now, 8);
      for (const candle of candles.slice(0, -1)) {
        expect(candle.open).toBe(markets.priceAt('SOL', candle.time));
        expect(candle.close).toBe(markets.priceAt('SOL', candle.time + length - SECOND));
        expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
        expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
        // A believable day of SOL moves by some percent, not by half.
        expect(candle.high / candle.low).toBeLessThan(1.3);
      }
      // The newest is exact: its 1m candles add up to it.
      const newest = candles.at(-1)!;
      const minutes = markets.candles('SOL', '1m', now, Math.floor((now - newest.time) / MINUTE) + 1);
      expect(newest.time).toBe(minutes[0]!.time);
      expect(newest.high).toBe(Math.max(...minutes.map((entry) => entry.high)));
      expect(newest.volume).toBe(volumes(minutes));
    }
  });

  it('gives a day of 1m volume near the market’s daily volume, larger on bigger moves', async () => {
    const { markets } = await marketWorld();
    const btc = markets.find('btc')!;
    const day = markets.candles('BTC', '1m', now, 1440);
    const total = volumes(day);
    expect(total).toBeGreaterThan(0.5 * (btc as { dailyVolume: number }).dailyVolume);
    expect(total).toBeLessThan(2 * (btc as { dailyVolume: number }).dailyVolume);
    const range = (candle: Candle) => candle.high / candle.low;
    const sorted = [...day].sort((a, b) => range(a) - range(b));
    const quiet = volumes(sorted.slice(0, 300));
    const busy = volumes(sorted.slice(-300));
    expect(busy).toBeGreaterThan(1.5 * quiet);
  });
});

describe('the 24 h stats', () => {
  it('are the series: change against the price a day ago, volume, high and low of its 1,440 minutes', async () => {
    const { markets } = await marketWorld();
    const at = START_MS + 2 * DAY + 5 * HOUR + 42 * SECOND;
    for (const ticker of ['BTC', 'US500', 'DOGE']) {
      const minutes = markets.candles(ticker, '1m', at, 1440);
      const stats = markets.stats(ticker, at);
      expect(stats.volume_24h).toBe(volumes(minutes));
      expect(stats.high_24h).toBe(Math.max(...minutes.map((entry) => entry.high)));
      expect(stats.low_24h).toBe(Math.min(...minutes.map((entry) => entry.low)));
      const change = (markets.priceAt(ticker, at) / markets.priceAt(ticker, at - DAY) - 1) * 100;
      expect(stats.change_24h).toBeCloseTo(change, 2);
    }
  });
});
