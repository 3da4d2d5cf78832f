/**
 * The deposit bonus (community.md §3, §7): the offer as a guest and a player see it, the opt-in and its
 * refusals, and the match credited on the first deposit only, capped at $1,000, once however often the hook
 * runs, with its ledger row and notification.
 */
import { describe, expect, it } from 'vitest';
import { HTTP, USER_EVENTS, userChannel } from '@contract/index';
import { BONUS_ERRORS, DEPOSIT_BONUS, PROMOTION_TEXTS } from '@contract/promotions';
import { grantDepositBonus } from '../../../../src/sim/domains/bonuses/deposit-grant';
import { minorOfMicroUsd, usdToMicro } from '../../../../src/sim/services/usd';
import { counts, errorBody, ledgerProblems, startWorld, type World } from '../world';
import {
  balanceOf,
  bonusBalanceProblems,
  bonusesOf,
  depositBonusOf,
  depositUsdt,
  ledgerRows,
  optIn,
  verifiedAccount,
} from './helpers';

const ID = DEPOSIT_BONUS.welcomeId;

async function optedIn(world: World) {
  const account = await verifiedAccount(world);
  expect((await optIn(world, account.token, ID)).body).toEqual({ success: true });
  return account;
}

describe('the deposit bonus offer', () => {
  it('shows a guest the model with no state, and refuses a guest opt-in with nothing written', async () => {
    const world = await startWorld();
    const answer = await depositBonusOf(world, null);
    expect(answer.state).toBeNull();
    expect(answer.model).toMatchObject({ _id: ID, max: 1_000, multiplier: 30, percent: 100 });
    const { db } = await world.sim.context();
    const refused = await optIn(world, null, ID);
    expect(refused.status).toBe(HTTP.unauthorized);
    expect(await db.depositBonusStates.count()).toBe(0);
  });

  it('offers a new player the match, records the opt-in once, and refuses an unknown id', async () => {
    const world = await startWorld();
    const { token, user } = await verifiedAccount(world);
    expect((await depositBonusOf(world, token)).state).toEqual({ checkedIn: false });
    const { db } = await world.sim.context();

    const unknown = await optIn(world, token, 'no-such-bonus');
    expect(unknown.status).toBe(HTTP.badRequest);
    expect(errorBody(unknown).message).toBe(PROMOTION_TEXTS.failed);
    expect((await optIn(world, token, '')).status).toBe(HTTP.unprocessable);
    expect(await db.depositBonusStates.count()).toBe(0);

    expect((await optIn(world, token, ID)).body).toEqual({ success: true });
    expect((await optIn(world, token, ID)).body).toEqual({ success: true });
    expect(await db.depositBonusStates.where('userId').equals(user._id).toArray()).toEqual([
      expect.objectContaining({ checkedIn: true, depositId: null, cancelled: false }),
    ]);
    expect((await depositBonusOf(world, token)).state).toEqual({ checkedIn: true });
  });
});

describe('the deposit bonus credited', () => {
  it('matches an opted-in first deposit with a frozen bonus, its ledger row and a notification', async () => {
    const world = await startWorld();
    const { token, user } = await optedIn(world);
    await depositUsdt(world, token, '250');

    const [bonus, ...others] = await bonusesOf(world, token);
    expect(others).toEqual([]);
    expect(bonus).toMatchObject({
      currency: 'usdt',
      value: 250,
      frozenValue: 250,
      wagerRequirement: 7_500,
      wagered: 0,
      multiplier: 30,
    });
    expect(await ledgerRows(world, user._id)).toEqual([
      { kind: 'real', delta: 250_00, reason: 'deposit', currency: 'usdt' },
      { kind: 'bonus', delta: 250_00, reason: 'bonus_grant', currency: 'usdt' },
    ]);
    const { db } = await world.sim.context();
    const notes = await db.notifications.toArray();
    expect(notes).toEqual([expect.objectContaining({ userId: user._id, icon: 'bonus' })]);
    expect(notes[0]!.text).toContain('250.00 USDT');
    expect(world.broadcasts).toContainEqual(
      expect.objectContaining({ channel: userChannel(user._id), event: USER_EVENTS.notification }),
    );
    // Used: no longer on offer, and the opt-in is refused.
    expect(await depositBonusOf(world, token)).toEqual({ model: null, state: null });
    expect((await optIn(world, token, ID)).status).toBe(HTTP.badRequest);
    expect(await ledgerProblems(world)).toEqual([]);
    expect(await bonusBalanceProblems(world)).toEqual([]);
  });

  it('caps the match at $1,000 in the deposit currency', async () => {
    const world = await startWorld();
    const { token, user } = await optedIn(world);
    await depositUsdt(world, token, '1500');
    expect((await bonusesOf(world, token)).map(({ value }) => value)).toEqual([1_000]);
    expect(await balanceOf(world, user._id, 'bonus')).toBe(1_000_00);
    expect(await balanceOf(world, user._id, 'real')).toBe(1_500_00);
  });

  it('caps a deposit in a priced coin at $1,000 worth of that coin', async () => {
    const world = await startWorld();
    const { token, user } = await optedIn(world);
    const ctx = await world.sim.context();
    const deposit = {
      _id: 'btc-deposit',
      txid: 'x',
      userId: user._id,
      currency: 'btc',
      chain: 'bitcoin',
      amount: 5_000_000,
      status: 1 as const,
      height: 1,
      confirmationsNeeded: 3,
      createdAt: ctx.clock.now(),
      creditedAt: ctx.clock.now(),
    };
    await grantDepositBonus(ctx, deposit, true);
    const cap = minorOfMicroUsd(ctx.prices, 'btc', usdToMicro(DEPOSIT_BONUS.maxUsd));
    expect(cap).toBeGreaterThan(0);
    expect(await balanceOf(world, user._id, 'bonus', 'btc')).toBe(cap);
    expect((await bonusesOf(world, token))[0]!.wagerRequirement).toBeCloseTo(30_000, 0);
  });

  it('gives nothing without an opt-in, and the offer ends with the first deposit', async () => {
    const world = await startWorld();
    const { token, user } = await verifiedAccount(world);
    await depositUsdt(world, token, '100');
    expect(await bonusesOf(world, token)).toEqual([]);
    expect(await balanceOf(world, user._id, 'bonus')).toBe(0);
    expect(await depositBonusOf(world, token)).toEqual({ model: null, state: null });
    const refused = await optIn(world, token, ID);
    expect(refused.status).toBe(HTTP.badRequest);
    const { db } = await world.sim.context();
    expect(await db.depositBonusStates.count()).toBe(0);
  });

  it('matches the first deposit only, and a replayed hook grants nothing twice', async () => {
    const world = await startWorld();
    const { token, user } = await optedIn(world);
    await depositUsdt(world, token, '100');
    await depositUsdt(world, token, '300');
    expect((await bonusesOf(world, token)).map(({ value }) => value)).toEqual([100]);

    const ctx = await world.sim.context();
    const [first] = await ctx.db.deposits.where('userId').equals(user._id).sortBy('createdAt');
    const before = await counts(world);
    await grantDepositBonus(ctx, first!, true);
    // A replay that finds the state written by another path still cannot add a second bonus of the deposit.
    await ctx.db.depositBonusStates.update([user._id, ID], { depositId: null });
    await grantDepositBonus(ctx, first!, true);
    expect(await counts(world)).toEqual(before);
    expect(await ctx.db.bonuses.count()).toBe(1);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('grants on the next start the bonus of a first deposit whose credit a stop cut off from its hook', async () => {
    const world = await startWorld();
    const { token, user } = await optedIn(world);
    const ctx = await world.sim.context();
    // What a stop right after the credit's commit leaves: the deposit credited, its hooks never run.
    await ctx.db.deposits.put({
      _id: 'cut-off-deposit',
      txid: 'cut-off',
      userId: user._id,
      currency: 'usdt',
      chain: 'trc20',
      amount: 200_00,
      status: 1,
      height: 1,
      confirmationsNeeded: 1,
      createdAt: ctx.clock.now(),
      creditedAt: ctx.clock.now(),
    });
    await world.sim.close();
    const restarted = await startWorld({ dbName: world.dbName });
    expect((await bonusesOf(restarted, token)).map(({ value }) => value)).toEqual([200]);
    expect(await balanceOf(restarted, user._id, 'bonus')).toBe(200_00);
    expect(await depositBonusOf(restarted, token)).toEqual({ model: null, state: null });
    // A start after that finds nothing waiting: still one bonus.
    await restarted.sim.close();
    const again = await startWorld({ dbName: world.dbName });
    expect(await (await again.sim.context()).db.bonuses.count()).toBe(1);
    expect(await bonusBalanceProblems(again)).toEqual([]);
  });

  it('converts a bonus under $10 at once: real money, the event, no active bonus', async () => {
    const world = await startWorld();
    const { token, user } = await optedIn(world);
    await depositUsdt(world, token, '5');
    expect(await bonusesOf(world, token)).toEqual([]);
    expect(await balanceOf(world, user._id, 'real')).toBe(10_00);
    expect(await balanceOf(world, user._id, 'bonus')).toBe(0);
    expect(world.broadcasts).toContainEqual({
      channel: userChannel(user._id),
      event: USER_EVENTS.bonusBalanceTransferred,
      payload: expect.objectContaining({ currency: 'usdt', value: 5 }),
    });
    const { db } = await world.sim.context();
    expect((await db.notifications.toArray())[0]!.text).toContain('added to your balance');
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('answers an unknown bonus to a cancel of what is not the player’s active bonus', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const refused = await world.call('POST', '/api/cancelBonus', { id: 'nothing' }, token);
    expect(refused.status).toBe(HTTP.badRequest);
    expect(errorBody(refused)).toEqual(BONUS_ERRORS.unknown);
  });
});
