/**
 * The simulated cashier on the sim clock. Its verdict and times are drawn when the withdrawal is ordered (from a
 * stream keyed by the seed and the withdrawal id) and stored with it, so the same seed gives the same decisions
 * and a reload resumes where it stopped. Automatic withdrawals are paid at their time; moderated ones are
 * taken into review (status 3) inside the withdrawal hours, then paid or declined `reviewMs` later.
 */
import {
  HTTP,
  WITHDRAWAL_CODES,
  WITHDRAWAL_MESSAGES,
  WITHDRAW_RULES,
  WITHDRAW_STATUS,
} from '@contract/index';
import type { SimContext } from '../../context';
import type { PayoutRecord, WithdrawalRecord } from '../../services/db';
import { sha256Hex } from '../../services/crypto';
import { HttpError } from '../../services/http-error';
import { releaseFunds } from './money';
import { isPending } from './records';

const TASK_NAME = 'cashier';

export type PayoutListener = (payout: PayoutRecord) => void;
const listeners = new WeakMap<SimContext, Set<PayoutListener>>();

/**
 * The hook of the chains domain: called after each payout is committed (its row is in `payouts`, state
 * 'queued'). Returns an unsubscribe function. Payouts made before a listener joined are in the table.
 */
export function onWithdrawalPaid(ctx: SimContext, listener: PayoutListener): () => void {
  const set = listeners.get(ctx) ?? new Set<PayoutListener>();
  listeners.set(ctx, set);
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * The payout's transaction id: 64 hex of a seeded value. The chains work may give each chain its own format
 * (0x prefix for EVM chains, base58 for Solana).
 */
export const payoutTxid = (ctx: SimContext, withdrawalId: string) =>
  sha256Hex(`${ctx.seed}:payout:${withdrawalId}`);

/** Puts the withdrawal's next step on the scheduler. */
export function scheduleCashier(ctx: SimContext, record: WithdrawalRecord): void {
  if (record.nextAt === null) return;
  const nextAt = record.nextAt;
  ctx.scheduler.at(nextAt, TASK_NAME, () => step(ctx, record._id, nextAt));
}

async function step(ctx: SimContext, id: string, dueAt: number): Promise<void> {
  const record = await ctx.db.withdrawals.get(id);
  // Staff or the player acted first, or a newer step replaced this one.
  if (!record || !isPending(record) || record.nextAt !== dueAt) return;
  if (record.auto || record.status === WITHDRAW_STATUS.inReview) {
    if (record.verdict.pay || record.auto) await payWithdrawal(ctx, id, dueAt);
    else await declineWithdrawal(ctx, id, record.verdict.reason, dueAt);
    return;
  }
  const next: WithdrawalRecord = {
    ...record,
    status: WITHDRAW_STATUS.inReview,
    nextAt: dueAt + WITHDRAW_RULES.reviewMs,
  };
  await ctx.db.withdrawals.put(next);
  scheduleCashier(ctx, next);
}

/** What a settlement may act on: by default any pending withdrawal (the cancel rule narrows it). */
export type SettleGuard = (record: WithdrawalRecord) => HttpError | null;
const mustBePending: SettleGuard = (record) =>
  isPending(record)
    ? null
    : new HttpError(HTTP.badRequest, WITHDRAWAL_CODES.notPending, WITHDRAWAL_MESSAGES.notPending);

/** Reads the withdrawal again inside the settling transaction, so that two settlements never both apply. */
async function current(ctx: SimContext, id: string, guard: SettleGuard): Promise<WithdrawalRecord> {
  const record = await ctx.db.withdrawals.get(id);
  if (!record) throw new HttpError(HTTP.notFound, WITHDRAWAL_CODES.notFound, WITHDRAWAL_MESSAGES.notFound);
  const refusal = guard(record);
  if (refusal) throw refusal;
  return record;
}

/** Marks a pending withdrawal paid and queues its payout for the chain, in one transaction. */
export async function payWithdrawal(ctx: SimContext, id: string, at: number) {
  const paid = await ctx.db.transaction('rw', [ctx.db.withdrawals, ctx.db.payouts], async () => {
    const record = await current(ctx, id, mustBePending);
    const txid = payoutTxid(ctx, record._id);
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
  const payout = payoutOf(paid, paid.txid!, at);
  for (const listener of listeners.get(ctx) ?? []) {
    try {
      listener(payout);
    } catch (error) {
      console.error('[sim] payout listener failed', error);
    }
  }
  return paid;
}

function payoutOf(record: WithdrawalRecord, txid: string, at: number): PayoutRecord {
  return {
    txid,
    withdrawalId: record._id,
    userId: record.userId,
    currency: record.currency,
    chain: record.chain,
    address: record.address,
    amount: record.sum - record.fee,
    paidAt: at,
    state: 'queued',
  };
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

/** After a (re)start: scheduled work lives in memory, so the pending withdrawals are put back, VIP first. */
export async function startCashier(ctx: SimContext): Promise<void> {
  const pending = await ctx.db.withdrawals
    .where('status')
    .anyOf([WITHDRAW_STATUS.queued, WITHDRAW_STATUS.inReview])
    .toArray();
  pending.sort((a, b) => a.nextAt! - b.nextAt! || b.vipLevel - a.vipLevel || a.createdAt - b.createdAt);
  for (const record of pending) scheduleCashier(ctx, record);
}
