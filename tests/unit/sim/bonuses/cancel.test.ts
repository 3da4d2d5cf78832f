/**
 * Cancelling a bonus (community.md §4): the player's own active bonus only; its value leaves the bonus balance
 * with a 'bonus_cancel' ledger row; a cancelled deposit bonus is not offered again. Refusals change nothing.
 */
import { describe, expect, it } from 'vitest';
import { BONUS_ERRORS, DEPOSIT_BONUS, HTTP } from '@contract/index';
import { counts, errorBody, ledgerProblems, register, startWorld } from '../world';
import {
  balanceOf,
  bonusBalanceProblems,
  bonusesOf,
  cancel,
  depositBonusOf,
  depositUsdt,
  grant,
  ledgerRows,
  optIn,
  verifiedAccount,
  wager,
} from './helpers';

describe('cancelling a bonus', () => {
  it('takes the bonus out of the bonus balance and ends it', async () => {
    const world = await startWorld();
    const { token, user } = await register(world);
    const bonus = await grant(world, { userId: user._id });
    expect((await cancel(world, token, bonus._id)).body).toEqual({ success: true });

    expect(await bonusesOf(world, token)).toEqual([]);
    expect(await balanceOf(world, user._id, 'bonus')).toBe(0);
    expect(await balanceOf(world, user._id, 'real')).toBe(0);
    expect((await ledgerRows(world, user._id)).at(-1)).toEqual({
      kind: 'bonus',
      delta: -2000,
      reason: 'bonus_cancel',
      currency: 'usdt',
    });
    const { db } = await world.sim.context();
    expect(await db.bonuses.get(bonus._id)).toMatchObject({
      status: 'cancelled',
      endedAt: world.clock.now(),
    });
    // Play no longer counts toward it, and it cannot be cancelled twice.
    await wager(world, { userId: user._id, stake: 600_00 });
    expect(await db.bonuses.get(bonus._id)).toMatchObject({ status: 'cancelled', wageredMicroUsd: 0 });
    const again = await cancel(world, token, bonus._id);
    expect(again.status).toBe(HTTP.badRequest);
    expect(errorBody(again)).toEqual(BONUS_ERRORS.unknown);
    expect(await ledgerProblems(world)).toEqual([]);
    expect(await bonusBalanceProblems(world)).toEqual([]);
  });

  it("refuses another player's bonus, a guest and a malformed body, changing nothing", async () => {
    const world = await startWorld();
    const owner = await register(world);
    const other = await register(world);
    const bonus = await grant(world, { userId: owner.user._id });
    const before = await counts(world);

    const foreign = await cancel(world, other.token, bonus._id);
    expect(foreign.status).toBe(HTTP.badRequest);
    expect(errorBody(foreign)).toEqual(BONUS_ERRORS.unknown);
    expect((await cancel(world, null, bonus._id)).status).toBe(HTTP.unauthorized);
    expect((await cancel(world, owner.token, 42)).status).toBe(HTTP.unprocessable);
    expect((await world.call('POST', '/api/cancelBonus', undefined, owner.token)).status).toBe(
      HTTP.unprocessable,
    );

    expect(await counts(world)).toEqual(before);
    expect((await bonusesOf(world, owner.token)).map(({ _id }) => _id)).toEqual([bonus._id]);
    expect((await world.call('POST', '/api/bonusBalance')).status).toBe(HTTP.unauthorized);
  });

  it('marks a cancelled deposit bonus so that it is never offered again', async () => {
    const world = await startWorld();
    const { token, user } = await verifiedAccount(world);
    await optIn(world, token, DEPOSIT_BONUS.welcomeId);
    await depositUsdt(world, token, '100');
    const [bonus] = await bonusesOf(world, token);
    expect((await cancel(world, token, bonus!._id)).body).toEqual({ success: true });

    const { db } = await world.sim.context();
    expect(await db.depositBonusStates.get([user._id, DEPOSIT_BONUS.welcomeId])).toMatchObject({
      cancelled: true,
    });
    expect(await depositBonusOf(world, token)).toEqual({ model: null, state: null });
    expect(await balanceOf(world, user._id, 'real')).toBe(100_00);
    expect(await bonusBalanceProblems(world)).toEqual([]);
  });
});
