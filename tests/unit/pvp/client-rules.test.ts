/** The pool screens' own rules: when a pool takes stakes, the stake's limits, the countdown, the lists' moves. */
import { describe, expect, it } from 'vitest';
import { PVP_ERRORS, type PvpPool } from '@contract/pvp';
import { shareOf, stakeProblem, startsInText, takesStakes } from '../../../src/app/features/pvp/pool-rules';
import { applyPool, usePvp } from '../../../src/app/features/pvp/pvp-store';

const pool = (patch: Partial<PvpPool>): PvpPool => ({
  _id: 'p1',
  matchId: '1-0-1',
  sportId: 1,
  matchName: 'A v B',
  sides: [
    { side: 'home', name: 'A', pot: 30, players: 2 },
    { side: 'away', name: 'B', pot: 10, players: 1 },
  ],
  startsAt: 1_000_000,
  currency: 'usdt',
  demo: false,
  status: 'open',
  pot: 40,
  feePercent: 5,
  fee: 0,
  winner: null,
  entries: [],
  openedBy: 'u1',
  createdAt: 0,
  ...patch,
});

describe('pool rules on the client', () => {
  it('takes stakes while open until a minute before the start', () => {
    expect(takesStakes(pool({}), 1_000_000 - 60_001)).toBe(true);
    expect(takesStakes(pool({}), 1_000_000 - 60_000)).toBe(false);
    expect(takesStakes(pool({ status: 'locked' }), 0)).toBe(false);
  });

  it('checks the stake in US dollars and against the balance, in the sim\u2019s words', () => {
    expect(stakeProblem(0.0000149, 67_000, null)).toBe(PVP_ERRORS.stakeTooLow.message);
    expect(stakeProblem(0.0015, 67_000, null)).toBe(PVP_ERRORS.stakeTooHigh.message);
    expect(stakeProblem(10, 1, 5)).toBe(PVP_ERRORS.notEnoughBalance.message);
    expect(stakeProblem(10, 1, 50)).toBeNull();
  });

  it('writes the countdown and the shares', () => {
    expect(startsInText(2 * 3_600_000 + 5 * 60_000)).toBe('in 2h 05m');
    expect(startsInText(4 * 60_000 + 9_000)).toBe('in 4m 09s');
    expect(startsInText(0)).toBe('now');
    expect(shareOf(pool({}), 'home')).toBe(75);
    expect(shareOf(pool({ pot: 0 }), 'away')).toBe(0);
  });

  it('moves a pushed pool from the open list to the settled one', () => {
    applyPool(pool({ _id: 'late', startsAt: 2_000_000 }));
    applyPool(pool({ _id: 'soon', startsAt: 1_500_000 }));
    expect(usePvp.getState().lists.open).toEqual(['soon', 'late']);
    applyPool(pool({ _id: 'soon', status: 'settled', winner: 'home' }));
    expect(usePvp.getState().lists).toEqual({ open: ['late'], settled: ['soon'] });
    expect(usePvp.getState().pools.soon!.status).toBe('settled');
  });
});
