/**
 * The player's cancel (only status 0 and not automatic: status 4, funds back) and the withdraw history (the
 * spec's fields, newest first, 30 a page).
 */
import { describe, expect, it } from 'vitest';
import { HTTP, LIMITS, USER_EVENTS, userChannel, type BalanceModification } from '@contract/index';
import {
  WITHDRAWAL_CODES,
  WITHDRAWAL_MESSAGES,
  WITHDRAW_RULES,
  WITHDRAW_STATUS,
} from '@contract/withdrawals';
import { ledgerProblems, startWorld } from '../world';
import { advance, cancel, fundedPlayer, history, usdtOf, withdraw, withdrawalRecord } from './helpers';

const notCancellable = { code: WITHDRAWAL_CODES.notCancellable, message: WITHDRAWAL_MESSAGES.notCancellable };

describe('cancel_withdraw', () => {
  it("cancels its owner's queued moderated withdrawal: status 4, both rows returned, a BalanceModification", async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '1000');
    const order = await withdraw(world, player, { sum: 500 });
    const reply = await cancel(world, player, order.body._id);
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body).toMatchObject({
      _id: order.body._id,
      status: WITHDRAW_STATUS.cancelled,
      decline_reason: null,
    });
    expect(await usdtOf(world, player)).toBe(100_000);
    const { db } = await world.sim.context();
    const rows = await db.ledger.where('ref').equals(order.body._id).toArray();
    expect(rows.map((row) => row.reason)).toEqual([
      'withdraw',
      'withdraw_fee',
      'withdraw_refund',
      'withdraw_fee_refund',
    ]);
    const last = world.broadcasts
      .filter(
        (event) =>
          event.channel === userChannel(player.user._id) && event.event === USER_EVENTS.balanceModification,
      )
      .at(-1)!.payload as BalanceModification;
    expect(last).toMatchObject({ reason: 'withdraw_fee_refund', balance: { real: 1000 } });
    // Cancelled, it no longer blocks a new order, and the cashier's step for it does nothing.
    expect((await withdraw(world, player, { sum: 300 })).status).toBe(HTTP.ok);
    await advance(world, 30 * 60 * 60_000);
    expect((await withdrawalRecord(world, order.body._id))!.status).toBe(WITHDRAW_STATUS.cancelled);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('refuses an automatic, a reviewed, a paid or an already cancelled withdrawal, changing nothing', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '1000');
    const auto = await withdraw(world, player, { sum: 10 });
    expect(auto.body.auto).toBe(true);
    const before = await usdtOf(world, player);
    expect((await cancel(world, player, auto.body._id)).body).toEqual(notCancellable);
    expect(await usdtOf(world, player)).toBe(before);
    await advance(world, WITHDRAW_RULES.autoDelayMs.max);
    expect((await cancel(world, player, auto.body._id)).body).toEqual(notCancellable); // paid

    const moderated = await withdraw(world, player, { sum: 500 });
    const record = (await withdrawalRecord(world, moderated.body._id))!;
    await advance(world, record.nextAt! - world.clock.now());
    expect((await withdrawalRecord(world, moderated.body._id))!.status).toBe(WITHDRAW_STATUS.inReview);
    const refused = await cancel(world, player, moderated.body._id);
    expect(refused.status).toBe(HTTP.badRequest);
    expect(refused.body).toEqual(notCancellable);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it("answers not found for another player's withdrawal or an unknown id", async () => {
    const world = await startWorld();
    const owner = await fundedPlayer(world, '1000');
    const stranger = await fundedPlayer(world, '1000');
    const order = await withdraw(world, owner, { sum: 500 });
    for (const [who, id] of [
      [stranger, order.body._id],
      [owner, 'no-such-withdrawal'],
    ] as const) {
      const reply = await cancel(world, who, id);
      expect(reply.status).toBe(HTTP.notFound);
      expect(reply.body).toEqual({ code: WITHDRAWAL_CODES.notFound, message: WITHDRAWAL_MESSAGES.notFound });
    }
    expect((await withdrawalRecord(world, order.body._id))!.status).toBe(WITHDRAW_STATUS.queued);
  });
});

describe('history/withdraws', () => {
  it("lists the player's own withdrawals newest first with the spec's fields, 30 a page", async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '1000');
    const other = await fundedPlayer(world, '1000');
    await withdraw(world, other, { sum: 50 });
    const first = await withdraw(world, player, { sum: 500 });
    await cancel(world, player, first.body._id);
    await advance(world, 1000);
    const second = await withdraw(world, player, { sum: 20 });
    const reply = await history(world, player);
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body.map((entry) => entry._id)).toEqual([second.body._id, first.body._id]);
    expect(Object.keys(reply.body[0]!).sort()).toEqual(
      [
        '_id',
        'address',
        'auto',
        'created_at',
        'currency',
        'decline_reason',
        'fee',
        'status',
        'sum',
        'txid',
        'type',
      ].sort(),
    );
    expect(reply.body[1]).toMatchObject({ status: WITHDRAW_STATUS.cancelled, sum: 500, auto: false });
    expect((await history(world, player, { page: 2 })).body).toEqual([]);

    const { db } = await world.sim.context();
    const template = (await withdrawalRecord(world, second.body._id))!;
    await db.withdrawals.bulkAdd(
      Array.from({ length: LIMITS.historyMax }, (_, index) => ({
        ...template,
        _id: `old-${index}`,
        createdAt: template.createdAt - 10_000 - index,
        status: WITHDRAW_STATUS.paid,
      })),
    );
    expect((await history(world, player)).body).toHaveLength(LIMITS.historyMax);
    expect((await history(world, player, { page: 2 })).body.map((entry) => entry._id)).toEqual([
      'old-28',
      'old-29',
    ]);
  });

  it('needs a signed-in player', async () => {
    const world = await startWorld();
    expect((await world.call('POST', '/api/wallet/history/withdraws')).status).toBe(HTTP.unauthorized);
    expect((await world.call('POST', '/api/wallet/withdraw', { sum: 1 })).status).toBe(HTTP.unauthorized);
  });
});
