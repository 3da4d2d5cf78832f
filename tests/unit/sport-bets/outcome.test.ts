/** A bet's outcome from its selections (src/sim/domains/sport-bets/outcome.ts): statuses and exact payouts. */
import { describe, expect, it } from 'vitest';
import { SPORT_BET } from '@contract/sport-bets';
import { betOutcome } from '../../../src/sim/domains/sport-bets/outcome';

const [pending, refunded, won, lost] = [0, 1, 2, 3] as const;

describe('betOutcome', () => {
  it('is undecided while a selection is pending and none lost', () => {
    expect(
      betOutcome(100, [
        { odds: 2, status: won },
        { odds: 3, status: pending },
      ]),
    ).toBeNull();
  });

  it('is lost as soon as one selection lost, even with others pending', () => {
    expect(
      betOutcome(100, [
        { odds: 2, status: pending },
        { odds: 3, status: lost },
      ]),
    ).toEqual({
      status: lost,
      payout: 0,
    });
  });

  it('is refunded with the stake when every selection was refunded', () => {
    expect(
      betOutcome(250, [
        { odds: 2, status: refunded },
        { odds: 3, status: refunded },
      ]),
    ).toEqual({
      status: refunded,
      payout: 250,
    });
  });

  it('pays stake × the won odds exactly, refunded ones at 1, rounded down', () => {
    // 2.3 × 1000 is 2299.9999... in floats: the payout must still be 2300.
    expect(betOutcome(1_000, [{ odds: 2.3, status: won }])).toEqual({ status: won, payout: 2_300 });
    expect(
      betOutcome(333, [
        { odds: 1.57, status: won },
        { odds: 4, status: refunded },
        { odds: 2.11, status: won },
      ]),
    ).toEqual({ status: won, payout: Math.floor((333 * 157 * 211) / 10_000) });
  });

  it('caps the payout at the largest multiple of the stake', () => {
    const legs = Array.from({ length: 10 }, () => ({ odds: 501, status: won }));
    expect(betOutcome(2e10, legs)).toEqual({ status: won, payout: 2e10 * SPORT_BET.maxPayoutMultiple });
  });
});
