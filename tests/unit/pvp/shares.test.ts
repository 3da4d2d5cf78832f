/** The pot's arithmetic: shares in proportion to stakes, floored, the fee and the floors' rest to the house. */
import { describe, expect, it } from 'vitest';
import { refundShares, settledShares } from '../../../src/sim/domains/pvp/shares';

describe('settledShares', () => {
  it('shares the pot less the fee among the winners in proportion to their stakes', () => {
    const entries = [
      { side: 'home', stake: 1_000 },
      { side: 'home', stake: 3_000 },
      { side: 'away', stake: 6_000 },
    ] as const;
    // Pot 10 000, less 5 %: 9 500 shared 1 : 3 among the home side.
    expect(settledShares(entries, 'home', 5)).toEqual({ payouts: [2_375, 7_125, 0], fee: 500 });
  });

  it('floors every share and gives what the floors leave to the house', () => {
    const entries = [
      { side: 'draw', stake: 333 },
      { side: 'draw', stake: 334 },
      { side: 'draw', stake: 333 },
      { side: 'away', stake: 1_001 },
    ] as const;
    // Pot 2 001, 95 % is 1 900.95: shares 633.01.., 634.92.., 633.01.. are floored.
    const { payouts, fee } = settledShares(entries, 'draw', 5);
    expect(payouts).toEqual([633, 634, 633, 0]);
    expect(fee).toBe(2_001 - 633 - 634 - 633);
    expect(payouts.reduce((sum, payout) => sum + payout, 0) + fee).toBe(2_001);
  });

  it('stays exact where stake times pot passes the doubles\u2019 exact range', () => {
    const big = 2 ** 40;
    const { payouts, fee } = settledShares(
      [
        { side: 'home', stake: big + 1 },
        { side: 'away', stake: big },
      ],
      'home',
      5,
    );
    const pot = 2n * BigInt(big) + 1n;
    expect(BigInt(payouts[0]!)).toBe((pot * 95n) / 100n);
    expect(BigInt(fee)).toBe(pot - BigInt(payouts[0]!));
  });

  it('refunds everybody when nobody backed the winner', () => {
    const entries = [
      { side: 'home', stake: 500 },
      { side: 'away', stake: 700 },
    ] as const;
    expect(settledShares(entries, 'draw', 5)).toEqual(refundShares(entries));
    expect(refundShares(entries)).toEqual({ payouts: [500, 700], fee: 0 });
  });
});
