/**
 * The markets' price path (src/sim/domains/markets/path.ts, anchors.ts, jumps.ts): wallet markets on the
 * wallet's board at every whole minute, the bridge's range descent equal to the board's walk, the same path
 * for the same seed, ticks that move inside a minute, flash moves.
 */
import { describe, expect, it } from 'vitest';
import { walkRange } from '../../../src/sim/domains/markets/anchors';
import { jumpOf, jumpShare } from '../../../src/sim/domains/markets/jumps';
import { sixDigits } from '../../../src/sim/domains/markets/path';
import { MARKETS } from '../../../src/sim/domains/markets/spec';
import { createStream } from '../../../src/sim/services/rng';
import { VOLATILITY, sixDigits as boardSixDigits, walkAt } from '../../../src/sim/services/prices';
import { DAY, HOUR, MINUTE, SECOND, START_MS, marketWorld } from './helpers';

const walletMarkets = MARKETS.filter((market) => market.currency);

describe('the minute anchors', () => {
  it('descends the bridge to walkAt exactly, for runs and strides', () => {
    const start = Math.floor(START_MS / MINUTE) - 500;
    for (const [count, stride] of [
      [130, 1],
      [40, 15],
      [7, 240],
    ] as const) {
      const walk = walkRange(0xc0ffee, start, count, stride);
      for (let index = 0; index < count; index += 1)
        expect(walk[index]).toBe(walkAt(0xc0ffee, start + index * stride));
    }
  });

  it('puts every wallet market on the wallet board at every whole minute, back and forth in time', async () => {
    const { ctx, markets } = await marketWorld();
    expect(walletMarkets.map((market) => market.ticker)).toEqual([
      'BTC',
      'ETH',
      'SOL',
      'BNB',
      'DOGE',
      'LTC',
      'TRX',
    ]);
    for (const offset of [-3 * DAY, -MINUTE, 0, MINUTE, 17 * MINUTE, 5 * HOUR, 40 * DAY]) {
      const at = START_MS + offset;
      for (const market of walletMarkets) {
        const board = ctx.prices.currency(market.currency, at)!.price;
        expect(markets.priceAt(market.ticker, at), `${market.ticker} at ${offset}`).toBe(board);
        // The whole first second of the minute is that tick.
        expect(markets.priceAt(market.ticker, at + 999)).toBe(board);
      }
    }
  });

  it('gives wallet markets the volatility the board walks at', () => {
    for (const market of walletMarkets) expect(market.volatility).toBe(VOLATILITY[market.currency!]);
  });

  it('starts markets of their own walk at their fixture price in a new world', async () => {
    const { markets } = await marketWorld();
    for (const market of MARKETS.filter((entry) => !entry.currency))
      expect(markets.priceAt(market.ticker, START_MS)).toBe(market.price);
  });
});

describe('the ticks', () => {
  it('rounds to six significant digits exactly as the board does', () => {
    for (const value of [67250.54999, 0.15420049, 84.30051, 999_999.4, 0.0999995, 1234.565, 5.5e-7])
      expect(sixDigits(value)).toBe(boardSixDigits(value));
  });

  it('moves every second inside a minute, a little, and is pinned at both ends', async () => {
    const { markets } = await marketWorld();
    const minute = START_MS + 90 * MINUTE;
    const prices = Array.from({ length: 61 }, (_, tick) => markets.priceAt('ETH', minute + tick * SECOND));
    expect(new Set(prices).size).toBeGreaterThan(30);
    for (let tick = 1; tick <= 60; tick += 1)
      expect(Math.abs(Math.log(prices[tick]! / prices[tick - 1]!))).toBeLessThan(0.005);
  });

  it('is the same path for the same seed, whatever was asked before, and another for another seed', async () => {
    const times = [START_MS + 3 * SECOND, START_MS + 2 * HOUR + 7 * SECOND, START_MS + 9 * DAY + 31 * SECOND];
    const first = await marketWorld({ seed: 'path-a' });
    const again = await marketWorld({ seed: 'path-a' });
    const other = await marketWorld({ seed: 'path-b' });
    const read = (markets: typeof first.markets, order: number[]) =>
      order.map((at) => MARKETS.map(({ ticker }) => markets.priceAt(ticker, at)));
    const forward = read(first.markets, times);
    expect(read(again.markets, [...times].reverse()).reverse()).toEqual(forward);
    const elsewhere = read(other.markets, times);
    expect(elsewhere[1]).not.toEqual(forward[1]);
    expect(elsewhere[2]).not.toEqual(forward[2]);
  });
});

describe('flash moves', () => {
  const hours = Array.from({ length: 24 * 60 }, (_, index) => Math.floor(START_MS / HOUR) + index);

  it('come now and then, a few percent, fading away', () => {
    const btc = MARKETS.find((market) => market.ticker === 'BTC')!;
    const jumps = hours.map((hour) => jumpOf(btc, 12345, hour)).filter((jump) => jump !== null);
    // 4 % of 1,440 hours is about 58.
    expect(jumps.length).toBeGreaterThan(30);
    expect(jumps.length).toBeLessThan(90);
    for (const jump of jumps) {
      expect(Math.abs(jump.size)).toBeGreaterThan(0.01);
      expect(Math.abs(jump.size)).toBeLessThan(0.04);
    }
  });

  it('on a wallet market are wicks, back on the board at the minute end; on the others last tens of minutes', async () => {
    const { ctx, markets } = await marketWorld();
    // The key the world draws for a market's ticks and flash moves (service.ts).
    const keyOf = (ticker: string) => createStream('sim-test-seed', `markets:${ticker}`).int(2 ** 32);
    const firstJump = (ticker: string) => {
      const market = MARKETS.find((entry) => entry.ticker === ticker)!;
      return hours.map((hour) => jumpOf(market, keyOf(ticker), hour)).find((jump) => jump !== null)!;
    };
    const moveAt = (ticker: string, at: number) =>
      Math.log(markets.priceAt(ticker, at) / markets.priceAt(ticker, at - SECOND));

    const wick = firstJump('BTC');
    expect(Math.abs(moveAt('BTC', wick.at))).toBeGreaterThan(0.8 * Math.abs(wick.size));
    const minuteEnd = wick.at + wick.duration;
    expect(minuteEnd % MINUTE).toBe(0);
    expect(wick.duration).toBeLessThan(MINUTE);
    expect(markets.priceAt('BTC', minuteEnd)).toBe(ctx.prices.currency('btc', minuteEnd)!.price);

    const drift = firstJump('XRP');
    expect(Math.abs(moveAt('XRP', drift.at))).toBeGreaterThan(0.8 * Math.abs(drift.size));
    expect(drift.duration).toBeGreaterThanOrEqual(15 * MINUTE);
    // It fades: a quarter of it is left halfway, none at its end.
    expect(jumpShare(drift, drift.at)).toBe(drift.size);
    expect(jumpShare(drift, drift.at + drift.duration / 2)).toBeCloseTo(drift.size / 4, 12);
    expect(jumpShare(drift, drift.at + drift.duration)).toBe(0);
  });
});
