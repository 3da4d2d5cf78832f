/**
 * Payouts: a paid withdrawal leaves a `payouts` row (state 'queued') written with its paid status; once its
 * transaction is on the chain (broadcast.ts) the row is 'broadcast' and the listeners hear of it.
 */
import type { SimContext } from '../../context';
import type { PayoutRecord, WithdrawalRecord } from '../../services/db';

export type PayoutListener = (payout: PayoutRecord) => void;
const listeners = new WeakMap<SimContext, Set<PayoutListener>>();

/**
 * Called once each payout's transaction is on its chain (its row in `payouts` is 'broadcast'). Returns an
 * unsubscribe function. Payouts made before a listener joined are in the table.
 */
export function onWithdrawalPaid(ctx: SimContext, listener: PayoutListener): () => void {
  const set = listeners.get(ctx) ?? new Set<PayoutListener>();
  listeners.set(ctx, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** The chain's side of a paid withdrawal: what the address receives is the sum less the fee. */
export function payoutOf(record: WithdrawalRecord, txid: string, at: number): PayoutRecord {
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

/** Tells the listeners of a committed payout; one failing listener does not stop the others. */
export function announcePayout(ctx: SimContext, payout: PayoutRecord): void {
  for (const listener of listeners.get(ctx) ?? []) {
    try {
      listener(payout);
    } catch (error) {
      console.error('[sim] payout listener failed', error);
    }
  }
}
