/**
 * A pool on the sim clock: it locks at kick-off, settles at the end from the match's result with the house's
 * fee (a ledger row per payout), and is refunded in full when only one side has players at kick-off or when
 * nobody backed the winner; a restart puts its steps back on the clock.
 */
import { describe, expect, it } from 'vitest';
import { PVP_ERRORS, type PvpPool, type PvpSide } from '@contract/pvp';
import { SPORTS_EVENTS } from '@contract/sports';
import { startWorld } from '../sim/world';
import {
  FUNDS,
  HOUR,
  MINUTE,
  advanceTo,
  balanceOf,
  joinAs,
  ledgerProblems,
  openAs,
  openBody,
  poolOf,
  pvpWorld,
  upcoming,
} from './helpers';

const SOCCER = 1;

const otherThan = (side: PvpSide): PvpSide => (side === 'home' ? 'away' : 'home');

async function readPool(world: Awaited<ReturnType<typeof pvpWorld>>['world'], id: string) {
  return poolOf(await world.call<PvpPool>('POST', '/api/pvp/pool', { id }, null));
}

describe('a pool on the clock', () => {
  it('locks at kick-off and settles at the end: winners share the pot less the fee, floored', async () => {
    const { world, ctx, model, players } = await pvpWorld('pvp-settle');
    const [first, second, third] = players;
    const match = await upcoming(world, SOCCER);
    const winner = model.outcome(match.id)!.winner!;
    const pool = poolOf(await openAs(world, first!, openBody(match.id, { side: winner, stake: 10 })));
    poolOf(await joinAs(world, second!, pool._id, winner, 30));
    poolOf(await joinAs(world, third!, pool._id, otherThan(winner), 7.77));

    await advanceTo(world, match.startsAt);
    expect((await readPool(world, pool._id)).status).toBe('locked');
    const locked = await joinAs(world, third!, pool._id, winner, 5);
    expect((locked.body as { message: string }).message).toBe(PVP_ERRORS.closed.message);

    await advanceTo(world, match.startsAt + 4 * HOUR);
    const settled = await readPool(world, pool._id);
    // Pot 47.77 less 5 %, shared 1 : 3: 11.345375 and 34.036125, floored to the cent; the rest is the fee.
    expect(settled).toMatchObject({ status: 'settled', winner, pot: 47.77, fee: 2.4 });
    const payoutOf = (userId: string) => settled.entries.find((entry) => entry.userId === userId)?.payout;
    expect([payoutOf(first!.user._id), payoutOf(second!.user._id), payoutOf(third!.user._id)]).toEqual([
      11.34, 34.03, 0,
    ]);
    expect(await balanceOf(world, first!.user._id)).toBe(FUNDS - 1_000 + 1_134);
    expect(await balanceOf(world, third!.user._id)).toBe(FUNDS - 777);
    const payouts = await ctx.db.ledger
      .where('ref')
      .equals(pool._id)
      .filter((row) => row.delta > 0)
      .toArray();
    expect(payouts.map(({ userId, reason, delta }) => [userId, reason, delta])).toEqual([
      [first!.user._id, 'pvp_payout', 1_134],
      [second!.user._id, 'pvp_payout', 3_403],
    ]);
    const statuses = world.broadcasts
      .filter((entry) => entry.event === SPORTS_EVENTS.pvpPool)
      .map((entry) => (entry.payload as PvpPool).status);
    expect(statuses).toEqual(['open', 'open', 'open', 'locked', 'settled']);
    const settledList = await world.call<PvpPool[]>('POST', '/api/pvp/pools', { status: 'settled' }, null);
    expect(settledList.body.map((entry) => entry._id)).toEqual([pool._id]);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('refunds everybody at kick-off when only one side has players', async () => {
    const { world, ctx, players } = await pvpWorld('pvp-one-side');
    const [first, second] = players;
    const match = await upcoming(world, SOCCER);
    const pool = poolOf(await openAs(world, first!, openBody(match.id, { side: 'home', stake: 10 })));
    poolOf(await joinAs(world, second!, pool._id, 'home', 20));
    await advanceTo(world, match.startsAt);
    const refunded = await readPool(world, pool._id);
    expect(refunded).toMatchObject({ status: 'refunded', fee: 0, winner: null });
    expect(refunded.entries.map((entry) => entry.payout)).toEqual([20, 10]);
    expect(await balanceOf(world, first!.user._id)).toBe(FUNDS);
    expect(await balanceOf(world, second!.user._id)).toBe(FUNDS);
    const refunds = await ctx.db.ledger
      .where('ref')
      .equals(pool._id)
      .filter((row) => row.delta > 0)
      .toArray();
    expect(refunds.map((row) => row.reason)).toEqual(['pvp_refund', 'pvp_refund']);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('refunds everybody at the end when nobody backed the winner', async () => {
    const { world, model, players } = await pvpWorld('pvp-no-winner');
    const [first, second] = players;
    // A soccer match with a winner, so that a draw and the other team both lose.
    const now = world.clock.now();
    const match = model
      .matches(SOCCER, now, now + 20 * HOUR)
      .find((entry) => entry.startsAt - now > 10 * MINUTE && model.outcome(entry.id)!.winner !== 'draw')!;
    const winner = model.outcome(match.id)!.winner!;
    const pool = poolOf(await openAs(world, first!, openBody(match.id, { side: 'draw', stake: 10 })));
    poolOf(await joinAs(world, second!, pool._id, otherThan(winner), 15));
    await advanceTo(world, match.startsAt + 4 * HOUR);
    const refunded = await readPool(world, pool._id);
    expect(refunded).toMatchObject({ status: 'refunded', winner, fee: 0 });
    expect(await balanceOf(world, first!.user._id)).toBe(FUNDS);
    expect(await balanceOf(world, second!.user._id)).toBe(FUNDS);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('goes on after a restart: the new start locks and settles the pools it finds', async () => {
    const seed = 'pvp-resume';
    const { world, model, players } = await pvpWorld(seed);
    const [first, second] = players;
    const match = await upcoming(world, SOCCER);
    const winner = model.outcome(match.id)!.winner!;
    const pool = poolOf(await openAs(world, first!, openBody(match.id, { side: winner, stake: 10 })));
    poolOf(await joinAs(world, second!, pool._id, otherThan(winner), 10));
    await world.sim.close();

    const again = await startWorld({ seed, dbName: world.dbName, startMs: world.clock.now() });
    const ctx = await again.sim.context();
    expect(ctx.scheduler.pending().map((task) => task.name)).toContain(`pvp:${pool._id}`);
    await advanceTo(again, match.startsAt + 4 * HOUR);
    const settled = poolOf(await again.call<PvpPool>('POST', '/api/pvp/pool', { id: pool._id }, null));
    expect(settled).toMatchObject({ status: 'settled', winner, fee: 1 });
    expect(settled.entries.find((entry) => entry.userId === first!.user._id)?.payout).toBe(19);
    expect(await balanceOf(again, first!.user._id)).toBe(FUNDS - 1_000 + 1_900);
    expect(await ledgerProblems(again)).toEqual([]);
  });
});
