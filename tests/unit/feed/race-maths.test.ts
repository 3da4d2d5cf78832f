/** The race's maths: the spec's percentages, prizes in integer minor units with their remainders, the week. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RACE_PRIZE_PERCENTS, RACE_WINNERS } from '@contract/index';
import { findCurrency } from '../../../src/sim/context';
import { PRIZE_BASIS_POINTS, prizeSplit } from '../../../src/sim/domains/feed/race-prizes';
import { microToUsd, stakeMicroUsd } from '../../../src/sim/services/usd';
import { weekAt, weekFrom } from '../../../src/sim/domains/feed/race-week';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('prize percentages', () => {
  it("are the spec's 40, 18, 11, 8, 6, 5, 4, 3, 2, 1 then 0.2 for places 11 to 20, summing to 100", () => {
    expect(RACE_WINNERS).toBe(20);
    expect(RACE_PRIZE_PERCENTS.slice(0, 10)).toEqual([40, 18, 11, 8, 6, 5, 4, 3, 2, 1]);
    expect(RACE_PRIZE_PERCENTS.slice(10)).toEqual(Array(10).fill(0.2));
    expect(sum(PRIZE_BASIS_POINTS)).toBe(10_000);
  });
});

describe('prizeSplit', () => {
  it('splits the 100k pool (usdt, 2 decimals) exactly', () => {
    const prizes = prizeSplit(10_000_000);
    expect(prizes.slice(0, 10)).toEqual([
      4_000_000, 1_800_000, 1_100_000, 800_000, 600_000, 500_000, 400_000, 300_000, 200_000, 100_000,
    ]);
    expect(prizes.slice(10)).toEqual(Array(10).fill(20_000));
  });

  it('hands the rounding remainder to the places that lost most, so the prizes add up to the pool', () => {
    // 1234 units: the floors leave 9 over; they go to the largest losses: places 3 (.74), 4 (.72), 6 (.70),
    // 9 (.68), 1 (.60), then four of the ten 0.2% places (.468 each), the better places first.
    const prizes = prizeSplit(1234);
    expect(sum(prizes)).toBe(1234);
    expect(prizes.slice(0, 10)).toEqual([494, 222, 136, 99, 74, 62, 49, 37, 25, 12]);
    expect(prizes.slice(10)).toEqual([3, 3, 3, 3, 2, 2, 2, 2, 2, 2]);
    expect(prizeSplit(0)).toEqual(Array(20).fill(0));
    expect(sum(prizeSplit(7))).toBe(7);
  });

  it('always gives integers within one unit of the exact share, summing to the pool', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (pool) => {
        const prizes = prizeSplit(pool);
        expect(prizes.every(Number.isSafeInteger)).toBe(true);
        expect(prizes.reduce((total, prize) => total + BigInt(prize), 0n)).toBe(BigInt(pool));
        prizes.forEach((prize, place) => {
          const floor = (BigInt(pool) * BigInt(PRIZE_BASIS_POINTS[place]!)) / 10_000n;
          expect(BigInt(prize) - floor).toBeGreaterThanOrEqual(0n);
          expect(BigInt(prize) - floor).toBeLessThanOrEqual(1n);
        });
      }),
    );
  });

  it('refuses a pool that is not a whole amount', () => {
    expect(() => prizeSplit(1.5)).toThrow(RangeError);
    expect(() => prizeSplit(-1)).toThrow(RangeError);
  });
});

describe('the race week (UTC, on the sim clock)', () => {
  it('runs from Monday 00:00 to Sunday midnight', () => {
    const wednesday = Date.UTC(2024, 4, 1, 12);
    expect(weekAt(wednesday)).toEqual({
      id: 'race-2024-04-29',
      startsAt: Date.UTC(2024, 3, 29),
      endsAt: Date.UTC(2024, 4, 6),
    });
    expect(weekAt(Date.UTC(2024, 4, 5, 23, 59, 59, 999)).id).toBe('race-2024-04-29');
    expect(weekAt(Date.UTC(2024, 4, 6)).id).toBe('race-2024-05-06');
    expect(weekAt(Date.UTC(2024, 3, 29)).id).toBe('race-2024-04-29');
    expect(weekFrom(Date.UTC(2024, 11, 30)).id).toBe('race-2024-12-30');
  });
});

describe('wagers in US dollars', () => {
  it("values a stake at its currency's price in millionths of a dollar", () => {
    const usdt = { ...findCurrency('usdt')!, price: 1, priceEur: 0.92 };
    const btc = { ...findCurrency('btc')!, price: 67_250.5, priceEur: 62_140.1 };
    expect(stakeMicroUsd(usdt, 200)).toBe(2_000_000); // 2.00 USDT
    expect(stakeMicroUsd(btc, 1)).toBe(673); // 1 satoshi at $67,250.50
    expect(stakeMicroUsd(btc, 10_000)).toBe(6_725_050);
    expect(stakeMicroUsd({ ...btc, price: 70_000 }, 10_000)).toBe(7_000_000);
    expect(stakeMicroUsd(undefined, 10)).toBe(0);
    expect(microToUsd(6_725_050)).toBe(6.73);
  });
});
