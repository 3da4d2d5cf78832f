/**
 * The provider sends the bought coins: ONRAMP_RULES.sendDelayMs after the payment, a transaction on the
 * simulated chain to the player's deposit address, which the chains domain turns into a pending deposit and
 * credits at the chain's confirmations (its ledger row, its BalanceModification). The transaction's id is fixed
 * from the order at payment, so sending again after a reload finds the same transaction, never a second one.
 */
import { ONRAMP_RULES } from '@contract/onramp';
import type { SimContext } from '../../context';
import type { OnrampOrderRecord } from '../../services/db';
import { payoutTxid, putOnChain } from '../chains/service';
import { moveOrder } from './move';
import { announceOrder } from './records';

/** The id, in the chain's format, of the transaction that delivers an order. */
export const deliveryTxid = (ctx: SimContext, chain: string, orderId: string) =>
  payoutTxid(ctx, chain, `onramp:${orderId}`);

export async function sendCoins(ctx: SimContext, orderId: string): Promise<void> {
  const record = await ctx.db.onrampOrders.get(orderId);
  if (record?.status !== 'paid') return;
  const { chain, currency, address, receive: amount, txid } = record;
  await putOnChain(ctx, { chain, currency, address, amount, txid });
  const sent = await moveOrder(ctx, orderId, 'paid', (current) => ({
    ...current,
    status: 'sent',
    sentAt: ctx.clock.now(),
  }));
  if (sent) await announceOrder(ctx, sent);
}

export function scheduleSend(ctx: SimContext, record: OnrampOrderRecord): void {
  const at = (record.paidAt ?? ctx.clock.now()) + ONRAMP_RULES.sendDelayMs;
  ctx.scheduler.at(at, `onramp-send:${record._id}`, () => sendCoins(ctx, record._id));
}

/** On start: the orders paid but not yet sent (a reload in between) are sent on time again. */
export async function resumeOrders(ctx: SimContext): Promise<void> {
  const paid = await ctx.db.onrampOrders.where('status').equals('paid').sortBy('createdAt');
  for (const record of paid) scheduleSend(ctx, record);
}
