/**
 * Settling a withdrawal: paid (its payout queued for the chain, then put on it) or released (declined or
 * cancelled, the reservation returned through the ledger), each in one transaction that reads the withdrawal
 * again first.
 */
import { HTTP } from '@contract/index';
import { WITHDRAWAL_CODES, WITHDRAWAL_MESSAGES, WITHDRAW_STATUS } from '@contract/withdrawals';
import type { SimContext } from '../../context';
import type { WithdrawalRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { releaseFunds } from './money';
import { payoutTxid } from '../chains';
import { broadcastPayout } from './broadcast';
import { payoutOf } from './payouts';
import { findWithdrawal, isPending } from './records';

/** What a settlement may act on: by default any pending withdrawal (the cancel rule narrows it). */
export type SettleGuard = (record: WithdrawalRecord) => HttpError | null;
const mustBePending: SettleGuard = (record) =>
  isPending(record)
    ? null
    : new HttpError(HTTP.badRequest, WITHDRAWAL_CODES.notPending, WITHDRAWAL_MESSAGES.notPending);

/** Reads the withdrawal again inside the settling transaction, so that two settlements never both apply. */
function current(ctx: SimContext, id: string, guard: SettleGuard): PromiseLike<WithdrawalRecord> {
  return findWithdrawal(ctx, id).then((record) => {
    const refusal = guard(record);
    if (refusal) throw refusal;
    return record;
  });
}

/**
 * Marks a pending withdrawal paid and queues its payout under the chain transaction's id, in one transaction;
 * then puts the payout on the chain. The id is derived first, outside the transaction (it may load the chain's
 * encoder, and an IndexedDB transaction does not outlive such a wait): it depends on the seed, the chain and
 * the withdrawal only.
 */
export async function payWithdrawal(ctx: SimContext, id: string, at: number) {
  const txid = await payoutTxid(ctx, (await findWithdrawal(ctx, id)).chain, id);
  const paid = await ctx.db.transaction('rw', [ctx.db.withdrawals, ctx.db.payouts], async () => {
    const record = await current(ctx, id, mustBePending);
    const next: WithdrawalRecord = {
      ...record,
      status: WITHDRAW_STATUS.paid,
      nextAt: null,
      settledAt: at,
      txid,
    };
    await ctx.db.withdrawals.put(next);
    await ctx.db.payouts.add(payoutOf(next, txid, at));
    return next;
  });
  await broadcastPayout(ctx, payoutOf(paid, txid, at));
  return paid;
}

/** Returns the reservation and marks the withdrawal with `status` (declined or cancelled), in one transaction. */
export function releaseWithdrawal(
  ctx: SimContext,
  id: string,
  status: typeof WITHDRAW_STATUS.declined | typeof WITHDRAW_STATUS.cancelled,
  reason: string | null,
  at: number,
  guard: SettleGuard = mustBePending,
): Promise<WithdrawalRecord> {
  return ctx.ledger.transact([ctx.db.withdrawals], async (tx) => {
    const record = await current(ctx, id, guard);
    const released: WithdrawalRecord = {
      ...record,
      status,
      decline_reason: reason,
      nextAt: null,
      settledAt: at,
    };
    await releaseFunds(tx, record);
    await ctx.db.withdrawals.put(released);
    return released;
  });
}

export const declineWithdrawal = (ctx: SimContext, id: string, reason: string, at: number) =>
  releaseWithdrawal(ctx, id, WITHDRAW_STATUS.declined, reason, at);
