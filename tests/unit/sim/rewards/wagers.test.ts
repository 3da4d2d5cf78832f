/** A refunded stake takes back its rakeback and its day's play, never below zero (rewards/wagers.ts). */
import { describe, expect, it } from 'vitest';
import { countRewardWager } from '../../../../src/sim/domains/rewards/wagers';
import { wagerTables, type ValuedWager } from '../../../../src/sim/domains/wagers';
import { START_MS, startWorld } from './helpers';

/** USDT: cents, at $1: 10,000 micro-dollars a minor unit. */
const wager = (stake: number): ValuedWager => ({
  userId: 'someone',
  currency: 'usdt',
  demo: false,
  stake,
  at: START_MS,
  source: 'originals',
  microUsd: stake * 10_000,
});

describe('the rewards share of a wager', () => {
  it('takes a refund back, never below zero', async () => {
    const world = await startWorld();
    const ctx = await world.sim.context();
    const { db } = ctx;
    const count = (stake: number) =>
      db.transaction('rw', wagerTables(db), () => countRewardWager(ctx, wager(stake)));
    const state = async () => ({
      rakeback: (await db.rakebackAccruals.get(['someone', 'usdt']))?.microMinor,
      play: (await db.dailyPlay.toArray()).map((row) => row.wageredMicroUsd),
    });
    await count(2000);
    expect(await state()).toEqual({ rakeback: 2_000_000, play: [20_000_000] });
    await count(-500);
    expect(await state()).toEqual({ rakeback: 1_500_000, play: [15_000_000] });
    await count(-5000);
    expect(await state()).toEqual({ rakeback: 0, play: [0] });
  });
});
