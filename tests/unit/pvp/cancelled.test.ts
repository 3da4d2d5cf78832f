/**
 * A pool whose match is called off is refunded in full, whether the match was cancelled before its start
 * (the pool never locks) or after the pool locked. The sports model is wrapped so that chosen matches read
 * as cancelled, as the sports world reports a called-off match.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Match } from '@contract/sports';
import type * as SportsIndex from '../../../src/sim/domains/sports';
import type { SportsModel } from '../../../src/sim/domains/sports/model';
import {
  HOUR,
  advanceTo,
  balanceOf,
  FUNDS,
  joinAs,
  ledgerProblems,
  openAs,
  openBody,
  poolOf,
  pvpWorld,
  upcoming,
} from './helpers';

const cancelled = new Set<string>();

vi.mock('../../../src/sim/domains/sports', async (importOriginal) => {
  const original = await importOriginal<typeof SportsIndex>();
  const wrapped = new WeakMap<SportsModel, SportsModel>();
  const wrap = (model: SportsModel): SportsModel => {
    const found = wrapped.get(model);
    if (found) return found;
    const match = (id: string, at: number): Match | undefined => {
      const real = model.match(id, at);
      return real && cancelled.has(id) ? { ...real, status: 'cancelled' } : real;
    };
    const next = { ...model, match };
    wrapped.set(model, next);
    return next;
  };
  return { ...original, loadSportsModel: async (ctx: never) => wrap(await original.loadSportsModel(ctx)) };
});

describe('a pool on a cancelled match', () => {
  it.each([
    ['before kick-off', 0],
    ['after the pool locked', 30 * 60_000],
  ])('is refunded in full when the match is called off %s', async (_when, afterStart) => {
    const { world, players } = await pvpWorld(`pvp-cancelled-${afterStart}`);
    const [first, second] = players;
    const match = await upcoming(world, 1);
    const pool = poolOf(await openAs(world, first!, openBody(match.id, { side: 'home', stake: 10 })));
    poolOf(await joinAs(world, second!, pool._id, 'away', 20));
    if (afterStart > 0) {
      await advanceTo(world, match.startsAt + afterStart);
      expect(poolOf(await world.call('POST', '/api/pvp/pool', { id: pool._id }, null)).status).toBe('locked');
    }
    cancelled.add(match.id);
    await advanceTo(world, match.startsAt + 4 * HOUR);
    const refunded = poolOf(await world.call('POST', '/api/pvp/pool', { id: pool._id }, null));
    expect(refunded).toMatchObject({ status: 'refunded', winner: null, fee: 0 });
    expect(refunded.entries.map((entry) => entry.payout)).toEqual([20, 10]);
    expect(await balanceOf(world, first!.user._id)).toBe(FUNDS);
    expect(await balanceOf(world, second!.user._id)).toBe(FUNDS);
    expect(await ledgerProblems(world)).toEqual([]);
  });
});
