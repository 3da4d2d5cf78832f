/**
 * The simulated cashier on the sim clock: automatic payouts, moderation inside the withdrawal hours within
 * 5 minutes to 24 hours (VIP first), seeded declines that return the reservation, one pass over a long jump,
 * the same decisions for the same seed, and a reload that resumes the queue.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WithdrawHistoryEntry } from '@contract/index';
import { WITHDRAW_RULES, WITHDRAW_STATUS } from '@contract/withdrawals';
import { onWithdrawalPaid } from '../../../../src/sim/domains/cashier';
import { isWithinHours, moderationTime } from '../../../../src/sim/domains/cashier/rules';
import type { PayoutRecord } from '../../../../src/sim/services/db';
import { PASSWORD, START_MS, ledgerProblems, login, startWorld, type World } from '../world';
import { HOUR_MS, advance, fundedPlayer, history, usdtOf, withdraw, withdrawalRecord } from './helpers';

const { min: MIN_WAIT, max: MAX_WAIT } = WITHDRAW_RULES.moderationWindowMs;

describe('automatic withdrawals', () => {
  it('pays a small withdrawal within two minutes, puts its payout on the chain and calls the hook', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '1000');
    const paid: PayoutRecord[] = [];
    onWithdrawalPaid(await world.sim.context(), (payout) => paid.push(payout));
    const order = await withdraw(world, player, { sum: WITHDRAW_RULES.autoLimitUsd - 1 });
    expect(order.body).toMatchObject({ auto: true, status: WITHDRAW_STATUS.queued });
    const balance = await usdtOf(world, player);
    await advance(world, WITHDRAW_RULES.autoDelayMs.min - 1);
    expect((await withdrawalRecord(world, order.body._id))!.status).toBe(WITHDRAW_STATUS.queued);
    await advance(world, WITHDRAW_RULES.autoDelayMs.max);
    const [entry] = (await history(world, player)).body;
    expect(entry).toMatchObject({ _id: order.body._id, status: WITHDRAW_STATUS.paid, auto: true });
    expect(entry!.txid).toMatch(/^[0-9a-f]{64}$/);
    expect(await usdtOf(world, player)).toBe(balance);
    const { db } = await world.sim.context();
    const payout = await db.payouts.get(entry!.txid!);
    expect(payout).toMatchObject({
      withdrawalId: order.body._id,
      address: 'TXYZ1234address',
      currency: 'usdt',
      chain: 'trc20',
      amount: 9_900 - 198,
      state: 'broadcast',
    });
    expect(paid).toEqual([payout]);
  });
});

describe('moderation times', () => {
  it('falls within withdrawal hours, 5 minutes to 24 hours after the order, sooner for higher VIP levels', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: START_MS, max: START_MS + 400 * 24 * HOUR_MS }),
        fc.integer({ min: 0, max: 9 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (createdAt, vipLevel, draw) => {
          const at = moderationTime(createdAt, vipLevel, draw);
          expect(isWithinHours(at)).toBe(true);
          expect(at).toBeGreaterThanOrEqual(createdAt + MIN_WAIT);
          expect(at).toBeLessThanOrEqual(createdAt + MAX_WAIT);
          // The top level's window is a tenth of the day unless it holds no open hours.
          const vipAt = moderationTime(createdAt, 9, draw);
          if (isWithinHours(createdAt + MIN_WAIT) && isWithinHours(createdAt + MIN_WAIT + 2.5 * HOUR_MS))
            expect(vipAt).toBeLessThanOrEqual(createdAt + MIN_WAIT + 0.1 * (MAX_WAIT - MIN_WAIT) + 1);
        },
      ),
    );
  });

  it('takes an order placed after 19:00 no earlier than 11:00 the next day', async () => {
    const evening = Date.UTC(2024, 4, 1, 19, 30);
    const world = await startWorld({ startMs: evening });
    const player = await fundedPlayer(world, '1000');
    const order = await withdraw(world, player, { sum: 500 });
    const record = (await withdrawalRecord(world, order.body._id))!;
    expect(record.nextAt).toBeGreaterThanOrEqual(Date.UTC(2024, 4, 2, 11, 0));
    expect(record.nextAt).toBeLessThan(Date.UTC(2024, 4, 2, 19, 0));
    await advance(world, Date.UTC(2024, 4, 2, 11, 0) - evening - 1);
    expect((await withdrawalRecord(world, order.body._id))!.status).toBe(WITHDRAW_STATUS.queued);
  });
});

/** Orders one moderated withdrawal for each of `count` players; returns them with their order ids. */
async function moderatedOrders(world: World, count: number) {
  const orders = [];
  for (let index = 0; index < count; index += 1) {
    const player = await fundedPlayer(world, '1000', index % 10);
    const order = await withdraw(world, player, { sum: 200 + index });
    orders.push({ player, id: order.body._id });
  }
  return orders;
}

describe('moderated withdrawals', () => {
  it('reviews (status 3), then pays or declines by the seeded verdict, each once over a long jump', async () => {
    const world = await startWorld();
    const orders = await moderatedOrders(world, 24);
    const { db } = await world.sim.context();
    const reviewAt = new Map<string, number>();
    for (const { id } of orders) reviewAt.set(id, (await withdrawalRecord(world, id))!.nextAt!);
    const first = Math.min(...reviewAt.values());
    await advance(world, first - world.clock.now());
    const taken = orders.find(({ id }) => reviewAt.get(id) === first)!;
    expect((await withdrawalRecord(world, taken.id))!.status).toBe(WITHDRAW_STATUS.inReview);

    await advance(world, 48 * HOUR_MS);
    let declined = 0;
    for (const { player, id } of orders) {
      const record = (await withdrawalRecord(world, id))!;
      const rows = await db.ledger.where('ref').equals(id).toArray();
      expect(record.settledAt).toBe(reviewAt.get(id)! + WITHDRAW_RULES.reviewMs);
      if (record.verdict.pay) {
        expect(record.status).toBe(WITHDRAW_STATUS.paid);
        expect(await db.payouts.where('withdrawalId').equals(id).count()).toBe(1);
        expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(-record.sum);
      } else {
        declined += 1;
        expect(record).toMatchObject({
          status: WITHDRAW_STATUS.declined,
          decline_reason: record.verdict.reason,
        });
        expect(await usdtOf(world, player)).toBe(100_000);
        expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
      }
    }
    // The seed of this test declines some and pays the others: both paths ran.
    expect(declined).toBeGreaterThan(0);
    expect(declined).toBeLessThan(orders.length);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('gives the same decisions and times for the same seed', async () => {
    const runOnce = async () => {
      const world = await startWorld({ seed: 'cashier-determinism' });
      const orders = await moderatedOrders(world, 6);
      await advance(world, 30 * HOUR_MS);
      const again = await login(world, orders[0]!.player.login, PASSWORD);
      const mine = (await history(world, again)).body;
      const { db } = await world.sim.context();
      const all = await db.withdrawals.orderBy('_id').toArray();
      return {
        mine,
        all: all.map(({ _id, status, settledAt, txid, decline_reason }) => [
          _id,
          status,
          settledAt,
          txid,
          decline_reason,
        ]),
      };
    };
    const [a, b] = [await runOnce(), await runOnce()];
    expect(a).toEqual(b);
    expect(a.mine.length).toBe(1);
  });

  it('resumes the pending withdrawals after a reload of the same world', async () => {
    const world = await startWorld({ seed: 'cashier-reload' });
    const player = await fundedPlayer(world, '1000');
    const order = await withdraw(world, player, { sum: 500 });
    const dueAt = (await withdrawalRecord(world, order.body._id))!.nextAt!;
    await world.sim.close();

    const reloaded = await startWorld({
      seed: 'cashier-reload',
      dbName: world.dbName,
      startMs: world.clock.now(),
    });
    const pending = await reloaded.sim.control.pendingWithdrawals();
    expect(pending.map((entry: WithdrawHistoryEntry) => [entry._id, entry.status])).toEqual([
      [order.body._id, 0],
    ]);
    await advance(reloaded, dueAt - reloaded.clock.now() + WITHDRAW_RULES.reviewMs);
    const record = (await withdrawalRecord(reloaded, order.body._id))!;
    expect([WITHDRAW_STATUS.paid, WITHDRAW_STATUS.declined]).toContain(record.status);
    expect(record.settledAt).toBe(dueAt + WITHDRAW_RULES.reviewMs);
    expect(await ledgerProblems(reloaded)).toEqual([]);
  });
});
