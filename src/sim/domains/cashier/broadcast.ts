/**
 * Putting paid withdrawals on their simulated chains. A payout row is 'queued' from the paid status until its
 * transaction is on the chain, then 'broadcast'; whether it is mined is the chain transaction's confirmations
 * (control.explorerTransactions), so the row is not rewritten per block. The chain transaction's id is the
 * payout's, fixed in advance, and putOnChain does nothing for an id already on the chain: a reload between the
 * paid status and the chain puts the payout on it once, and never twice.
 */
import type { SimContext } from '../../context';
import type { PayoutRecord } from '../../services/db';
import { putOnChain } from '../chains';
import { announcePayout } from './payouts';

export async function broadcastPayout(ctx: SimContext, payout: PayoutRecord): Promise<void> {
  const { chain, currency, address, amount, txid } = payout;
  await putOnChain(ctx, { chain, currency, address, amount, txid });
  const sent: PayoutRecord = { ...payout, state: 'broadcast' };
  await ctx.db.payouts.put(sent);
  announcePayout(ctx, sent);
}

/** On start: the payouts a reload caught between their paid status and their chain, oldest first. */
export async function broadcastQueuedPayouts(ctx: SimContext): Promise<void> {
  const queued = await ctx.db.payouts.where('state').equals('queued').sortBy('paidAt');
  for (const payout of queued) await broadcastPayout(ctx, payout);
}
