/**
 * The VIP totals (issue 13 §3): real deposits and real wagers only (demo and the guest never), refunds take
 * back, a deposit counts once; a level-up at both requirements writes users.vipLevel and a notification in
 * the same transaction, and chat shows the new level.
 */
import { describe, expect, it } from 'vitest';
import { HTTP, type ChatMessage } from '@contract/index';
import { countDeposit, countMissedDeposits } from '../../../../src/sim/domains/vip/deposits';
import { GUEST_USER_ID } from '../../../../src/sim/domains/games/settings';
import { limbo, play } from '../../sim-games/helpers';
import { verifiedAccount } from '../deposit-helpers';
import { login, register, startWorld } from '../world';
import { depositBtc, notifications, totals, vipAnswer, wager } from './helpers';

const BTC_PRICE = 67_250.5;

describe('the VIP totals', () => {
  it('grow with real wagers, not with demo or guest play', async () => {
    const world = await startWorld();
    const player = await login(world, 'player', 'player123');
    expect((await play(world, player.token, limbo(10))).status).toBe(HTTP.ok);
    expect((await play(world, player.token, limbo(2.5))).status).toBe(HTTP.ok);
    await world.call('POST', '/api/user/demo', { currency: 'usdt' }, player.token);
    expect((await play(world, player.token, limbo(5, 2, { demo: true }))).status).toBe(HTTP.ok);
    expect((await play(world, null, limbo(5, 2, { demo: true }))).status).toBe(HTTP.ok);

    expect((await vipAnswer(world, player.token)).data).toEqual({
      type: 'data',
      deposited: 0,
      wagered: 12.5,
    });
    expect(await totals(world, GUEST_USER_ID)).toBeUndefined();
    expect((await vipAnswer(world, null)).data).toBeNull();
  });

  it('take a refunded stake back, never below zero', async () => {
    const world = await startWorld();
    const { user } = await register(world);
    await wager(world, user._id, 40_00);
    await wager(world, user._id, -15_00);
    expect((await totals(world, user._id))?.wageredMicroUsd).toBe(25_000_000);
    await wager(world, user._id, -30_00);
    expect((await totals(world, user._id))?.wageredMicroUsd).toBe(0);
  });

  it('count a credited deposit once, at its price, and one a reload left out', async () => {
    const world = await startWorld();
    const { user, token } = await verifiedAccount(world);
    await depositBtc(world, token, '0.001');
    const depositedUsd = Math.round(0.001 * BTC_PRICE * 100) / 100;
    expect((await vipAnswer(world, token)).data?.deposited).toBeCloseTo(depositedUsd, 0);
    const ctx = await world.sim.context();
    const deposit = (await ctx.db.deposits.where('userId').equals(user._id).first())!;
    const before = await totals(world, user._id);
    expect(await countDeposit(ctx, deposit)).toBe(false);
    await countMissedDeposits(ctx);
    expect(await totals(world, user._id)).toEqual(before);
    // As if the hook never ran: the start counts it, once.
    await ctx.db.playerTotals.delete(user._id);
    await countMissedDeposits(ctx);
    await countMissedDeposits(ctx);
    expect(await totals(world, user._id)).toEqual(before);
  });
});

describe('a level-up', () => {
  it('comes when both requirements are met, with users.vipLevel and a notification', async () => {
    const world = await startWorld();
    const { user, token } = await verifiedAccount(world);
    // Silver's wagering ($5,000), but no deposit yet: still level 0.
    await wager(world, user._id, 5_000_00);
    expect((await world.sim.context().then((ctx) => ctx.db.users.get(user._id)))?.vipLevel).toBe(0);
    expect(await notifications(world, user._id)).toEqual([]);

    // 0.01 BTC (about $672) meets Silver's $500: two levels at once, one notification.
    await depositBtc(world, token, '0.01');
    const ctx = await world.sim.context();
    expect((await ctx.db.users.get(user._id))?.vipLevel).toBe(2);
    expect((await notifications(world, user._id)).map(({ icon, text }) => ({ icon, text }))).toEqual([
      { icon: 'vip', text: 'You reached VIP level 2: Silver' },
    ]);
    const me = await world.call<{ vipLevel: number }>('GET', '/api/user', undefined, token);
    expect(me.body.vipLevel).toBe(2);

    // A wager that meets Gold's wagering but not its deposit changes nothing.
    await wager(world, user._id, 20_000_00);
    expect((await ctx.db.users.get(user._id))?.vipLevel).toBe(2);
    expect(await notifications(world, user._id)).toHaveLength(1);

    // Chat shows the level the player has now.
    const said = await world.sim.whisper({
      token,
      event: 'ChatMessage',
      data: { message: 'hi', channel: 'casino_en' },
    });
    expect((said.body as ChatMessage).vipLevel).toBe(2);
  });
});
