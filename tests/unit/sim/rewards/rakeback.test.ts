/**
 * Rakeback: real wagers accrue stake × house edge × percent in millionths of a minor unit (demo wagers none),
 * the referral boost raises the percent, a claim pays every currency's whole minor units through the ledger
 * and keeps the fraction, then the 4-hour cooldown refuses with its text until it has passed.
 */
import { describe, expect, it } from 'vitest';
import {
  HTTP,
  RAKEBACK,
  RAKEBACK_TEXTS,
  type OkAnswer,
  type RakebackEntry,
  type RakebackInfo,
} from '@contract/index';
import { updateRewardState } from '../../../../src/sim/domains/rewards/state';
import { rakebackOfStake } from '../../../../src/sim/domains/rewards/wagers';
import { ledgerProblems } from '../world';
import {
  HOUR_MS,
  bet,
  errorBody,
  ledgerRows,
  login,
  passTime,
  post,
  startWorld,
  type World,
} from './helpers';

async function accrued(world: World, userId: string, currency = 'usdt') {
  const { db } = await world.sim.context();
  return (await db.rakebackAccruals.get([userId, currency]))?.microMinor ?? 0;
}

const claim = (world: World, token: string) => post<OkAnswer>(world, '/api/data/claimRakeback', token);

describe('rakeback', () => {
  it('accrues from real wagers only, at the base percent plus the referral boost', async () => {
    const world = await startWorld();
    const { token, user } = await login(world, 'player', 'player123');
    expect(rakebackOfStake(1000, RAKEBACK.basePercent)).toBe(1_000_000);
    await world.call('POST', '/api/user/demo', { currency: 'usdt' }, token);
    await bet(world, token, 10, { demo: true });
    expect(await accrued(world, user._id)).toBe(0);

    await bet(world, token, 10);
    // $10 is 1,000 cents; 1% house edge; 10% of it back: 1 cent, in millionths.
    expect(await accrued(world, user._id)).toBe(1_000_000);
    const { db } = await world.sim.context();
    await db.transaction('rw', db.rewardStates, () =>
      updateRewardState(db, user._id, () => ({ rakebackBoost: 5 })),
    );
    await bet(world, token, 3.33);
    expect(await accrued(world, user._id)).toBe(1_000_000 + rakebackOfStake(333, 15));
    const info = await post<RakebackInfo>(world, '/api/data/promotions/rakeback', token);
    expect(info.body).toEqual({ percent: RAKEBACK.basePercent + 5, next: null });
  });

  it('claims the whole units, keeps the fraction, refuses during the cooldown, and claims again 4 h later', async () => {
    const world = await startWorld({ seed: 'rakeback-claim' });
    const { token, user } = await login(world, 'player', 'player123');
    const empty = await claim(world, token);
    expect(empty.status).toBe(HTTP.badRequest);
    expect(errorBody(empty).message).toBe(RAKEBACK_TEXTS.nothing);

    for (let round = 0; round < 3; round += 1) await bet(world, token, 12.5);
    // 3 × 1,250 cents × 1% × 10% = 3.75 cents: 3 to claim, 0.75 kept.
    const list = await post<RakebackEntry[]>(world, '/api/data/rakeback', token);
    expect(list.body).toEqual([{ id: 'usdt', value: 0.03 }]);
    const claimedAt = world.clock.now();
    const done = await claim(world, token);
    expect(done.body).toEqual({ success: true, message: RAKEBACK_TEXTS.claimed });
    expect((await ledgerRows(world, user._id, 'rakeback')).map((row) => [row.currency, row.delta])).toEqual([
      ['usdt', 3],
    ]);
    expect(await accrued(world, user._id)).toBe(750_000);
    expect((await post<RakebackEntry[]>(world, '/api/data/rakeback', token)).body).toEqual([]);
    const info = await post<RakebackInfo>(world, '/api/data/promotions/rakeback', token);
    expect(info.body.next).toBe(claimedAt + RAKEBACK.cooldownMs);

    await bet(world, token, 10);
    const during = await claim(world, token);
    expect(during.status).toBe(HTTP.badRequest);
    expect(errorBody(during).message).toBe(RAKEBACK_TEXTS.cooldown);
    expect(await ledgerRows(world, user._id, 'rakeback')).toHaveLength(1);

    await passTime(world, token, 4 * HOUR_MS);
    expect((await claim(world, token)).status).toBe(HTTP.ok);
    // 0.75 kept + 1 new cent: 1 cent paid, 0.75 kept again.
    expect((await ledgerRows(world, user._id, 'rakeback')).map((row) => row.delta)).toEqual([3, 1]);
    expect(await accrued(world, user._id)).toBe(750_000);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('refuses guests', async () => {
    const world = await startWorld();
    expect((await claim(world, '')).status).toBe(HTTP.unauthorized);
  });
});
