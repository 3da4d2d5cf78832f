/**
 * Staff moderation: the manageWithdrawals permission (the admin role holds it) lists pending withdrawals VIP
 * first and approves or declines them, over the extension routes and the QA control alike.
 */
import { describe, expect, it } from 'vitest';
import {
  EXTENSION_ROUTES,
  HTTP,
  USER_EVENTS,
  userChannel,
  type BalanceModification,
  type StaffWithdrawal,
  type WithdrawHistoryEntry,
} from '@contract/index';
import {
  WITHDRAWALS_PERMISSION,
  WITHDRAWAL_CODES,
  WITHDRAWAL_MESSAGES,
  WITHDRAW_STATUS,
} from '@contract/withdrawals';
import { STAFF_DECLINE_REASON } from '../../../../src/sim/domains/cashier/staff';
import { ledgerProblems, login, startWorld } from '../world';
import { fundedPlayer, usdtOf, withdraw, withdrawalRecord } from './helpers';

type Reply = WithdrawHistoryEntry & { code?: number; message?: string };

describe('staff moderation', () => {
  it('marks its routes as extensions', () => {
    for (const route of [
      'POST /api/admin/withdrawals',
      'POST /api/admin/withdrawals/approve',
      'POST /api/admin/withdrawals/decline',
    ])
      expect(EXTENSION_ROUTES).toHaveProperty([route, 'feature'], 'Withdrawal moderation');
  });

  it('refuses a player without the permission; a player granted it may moderate', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '1000');
    const refused = await world.call('POST', '/api/admin/withdrawals', undefined, player.token);
    expect(refused.status).toBe(HTTP.forbidden);
    expect(refused.body).toEqual({
      code: WITHDRAWAL_CODES.noPermission,
      message: WITHDRAWAL_MESSAGES.noPermission,
    });
    const { db } = await world.sim.context();
    await db.users.update(player.user._id, { permissions: [{ id: WITHDRAWALS_PERMISSION, active: true }] });
    expect((await world.call('POST', '/api/admin/withdrawals', undefined, player.token)).status).toBe(
      HTTP.ok,
    );
  });

  it('lists pending withdrawals VIP first, approves one (paid, txid) and declines another (funds back)', async () => {
    const world = await startWorld();
    const admin = await login(world, 'admin', 'admin123');
    const low = await fundedPlayer(world, '1000', 1);
    const high = await fundedPlayer(world, '1000', 7);
    const lowOrder = await withdraw(world, low, { sum: 400 });
    const highOrder = await withdraw(world, high, { sum: 300 });
    const list = await world.call<StaffWithdrawal[]>(
      'POST',
      '/api/admin/withdrawals',
      undefined,
      admin.token,
    );
    expect(list.body.map((entry) => [entry._id, entry.user.vipLevel])).toEqual([
      [highOrder.body._id, 7],
      [lowOrder.body._id, 1],
    ]);

    const approved = await world.call<Reply>(
      'POST',
      '/api/admin/withdrawals/approve',
      { id: highOrder.body._id },
      admin.token,
    );
    expect(approved.body).toMatchObject({ status: WITHDRAW_STATUS.paid });
    expect(approved.body.txid).toMatch(/^[0-9a-f]{64}$/);
    const declined = await world.call<Reply>(
      'POST',
      '/api/admin/withdrawals/decline',
      { id: lowOrder.body._id, reason: 'Address on a sanctions list' },
      admin.token,
    );
    expect(declined.body).toMatchObject({
      status: WITHDRAW_STATUS.declined,
      decline_reason: 'Address on a sanctions list',
    });
    expect(await usdtOf(world, low)).toBe(100_000);
    const lowEvents = world.broadcasts.filter(
      (event) =>
        event.channel === userChannel(low.user._id) && event.event === USER_EVENTS.balanceModification,
    );
    expect(lowEvents.map((event) => (event.payload as BalanceModification).reason).slice(-2)).toEqual([
      'withdraw_refund',
      'withdraw_fee_refund',
    ]);
    expect((lowEvents.at(-1)!.payload as BalanceModification).balance.real).toBe(1000);
    expect(await usdtOf(world, high)).toBe(100_000 - 30_000);

    const again = await world.call<Reply>(
      'POST',
      '/api/admin/withdrawals/approve',
      { id: lowOrder.body._id },
      admin.token,
    );
    expect(again.status).toBe(HTTP.badRequest);
    expect(again.body).toEqual({
      code: WITHDRAWAL_CODES.notPending,
      message: WITHDRAWAL_MESSAGES.notPending,
    });
    expect(
      (await world.call<StaffWithdrawal[]>('POST', '/api/admin/withdrawals', undefined, admin.token)).body,
    ).toEqual([]);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('lets QA list, approve and decline through the control', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '1000');
    const order = await withdraw(world, player, { sum: 500 });
    expect((await world.sim.control.pendingWithdrawals()).map((entry) => entry._id)).toEqual([
      order.body._id,
    ]);
    const declined = await world.sim.control.declineWithdrawal(order.body._id);
    expect(declined).toMatchObject({
      status: WITHDRAW_STATUS.declined,
      decline_reason: STAFF_DECLINE_REASON,
    });
    await expect(world.sim.control.approveWithdrawal(order.body._id)).rejects.toThrow(
      WITHDRAWAL_MESSAGES.notPending,
    );
    const next = await withdraw(world, player, { sum: 500 });
    expect(await world.sim.control.approveWithdrawal(next.body._id)).toMatchObject({
      status: WITHDRAW_STATUS.paid,
    });
    expect((await withdrawalRecord(world, next.body._id))!.nextAt).toBeNull();
  });
});
