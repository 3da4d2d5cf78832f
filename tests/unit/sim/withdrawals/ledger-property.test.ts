/**
 * The ledger rule over random sequences of orders, cancels, staff decisions and clock jumps: balance = sum of
 * ledger rows at every step, and the money out of the balance is exactly the sum of the withdrawals still
 * pending or paid; every paid withdrawal has one payout.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PENDING_WITHDRAW_STATUSES, WITHDRAW_STATUS } from '@contract/withdrawals';
import { PASSWORD, ledgerProblems, login, startWorld } from '../world';
import { HOUR_MS, advance, cancel, fundedPlayer, usdtOf, withdraw } from './helpers';

const operation = fc.oneof(
  fc.record({ kind: fc.constant('order' as const), cents: fc.integer({ min: 1, max: 150_000 }) }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('approve' as const) }),
  fc.record({ kind: fc.constant('decline' as const) }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 30 * HOUR_MS }) }),
);

describe('withdrawals keep the ledger rule', () => {
  it('holds over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
        const world = await startWorld();
        let player = await fundedPlayer(world, '1000', 3);
        let lastId: string | null = null;
        for (const op of operations) {
          if (op.kind === 'order') {
            const reply = await withdraw(world, player, { sum: op.cents / 100 });
            if (reply.status === 200) lastId = reply.body._id;
          } else if (op.kind === 'advance') {
            await advance(world, op.ms);
            player = await login(world, player.login, PASSWORD); // the session may have gone idle
          } else if (lastId && op.kind === 'cancel') {
            await cancel(world, player, lastId);
          } else if (lastId) {
            const control = world.sim.control;
            await (
              op.kind === 'approve' ? control.approveWithdrawal(lastId) : control.declineWithdrawal(lastId)
            ).catch(() => undefined);
          }
          const { db } = await world.sim.context();
          const records = await db.withdrawals.toArray();
          const held = records
            .filter(
              (record) =>
                record.status === WITHDRAW_STATUS.paid || PENDING_WITHDRAW_STATUSES.includes(record.status),
            )
            .reduce((sum, record) => sum + record.sum, 0);
          expect(await ledgerProblems(world)).toEqual([]);
          expect(await usdtOf(world, player)).toBe(100_000 - held);
          expect(await db.payouts.count()).toBe(
            records.filter((record) => record.status === WITHDRAW_STATUS.paid).length,
          );
          expect(
            records.filter((record) => PENDING_WITHDRAW_STATUSES.includes(record.status)).length,
          ).toBeLessThanOrEqual(1);
        }
        await world.sim.close();
      }),
      { numRuns: 20 },
    );
  });
});
