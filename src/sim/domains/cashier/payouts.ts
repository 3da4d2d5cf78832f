/**
 * Payouts to the simulated chains: the hook the chains domain consumes. A paid withdrawal leaves a `payouts`
 * row (state 'queued') written with its paid status, and the listeners hear of it once that is committed.
 */
import type { SimContext } from '../../context';
import type { PayoutRecord, WithdrawalRecord } from '../../services/db';
import { sha256Hex } from '../../services/crypto';

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
