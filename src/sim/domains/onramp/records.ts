/** Quotes and orders on the wire, and the order's live update on the player's private channel. */
import { HTTP, fromMinor, userChannel } from '@contract/index';
import { DEPOSIT_STATUS } from '@contract/deposits';
import { ONRAMP_EVENTS, type OnrampOrder, type OnrampQuote } from '@contract/onramp';
import Dexie from 'dexie';
import { findCurrency, type SimContext } from '../../context';
import type { DepositRecord, OnrampOrderRecord, OnrampQuoteRecord } from '../../services/db';
import { findChain, historyEntry } from '../chains/service';
import { onrampError } from './rules';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
const cents = (amount: number) => fromMinor(amount, 2);

function terms(record: OnrampQuoteRecord | OnrampOrderRecord) {
  return {
    fiat: record.fiat,
    amount: cents(record.amount),
    provider_fee: cents(record.providerFee),
    network_fee: cents(record.networkFee),
    currency: record.currency,
    chain: record.chain,
    price: record.price,
    receive: fromMinor(record.receive, findCurrency(record.currency)?.decimals ?? 8),
    created_at: new Date(record.createdAt).toISOString(),
  };
}

export const toWireQuote = (record: OnrampQuoteRecord): OnrampQuote => ({
  id: record.id,
  ...terms(record),
  expires_at: new Date(record.expiresAt).toISOString(),
});

/** Confirmations of the order's deposit so far, and how many the chain needs (0 of them until sent). */
function confirmationsOf(ctx: SimContext, record: OnrampOrderRecord, deposit: DepositRecord | undefined) {
  if (!deposit) return { confirmations: 0, needed: findChain(record.chain)?.confirmations ?? 0 };
  const entry = historyEntry(deposit, ctx.clock.now());
  return { confirmations: entry.confirmations, needed: entry.confirmations_needed };
}

/** The order with its deposit's progress: `completed` once the chains domain credited it. */
export function toWireOrder(
  ctx: SimContext,
  record: OnrampOrderRecord,
  deposit?: DepositRecord,
): OnrampOrder {
  const credited = deposit?.status === DEPOSIT_STATUS.credited;
  const progress = confirmationsOf(ctx, record, deposit);
  return {
    _id: record._id,
    ...terms(record),
    status: credited ? 'completed' : record.status,
    failure_reason: record.failureReason,
    card: record.card,
    address: record.address,
    txid: record.status === 'sent' ? record.txid : null,
    confirmations: progress.confirmations,
    confirmations_needed: progress.needed,
    paid_at: iso(record.paidAt),
    sent_at: iso(record.sentAt),
    credited_at: credited ? iso(deposit.creditedAt) : null,
  };
}

const depositOf = (ctx: SimContext, record: OnrampOrderRecord) =>
  record.status === 'sent' ? ctx.db.deposits.where('txid').equals(record.txid).first() : undefined;

export async function wireOrder(ctx: SimContext, record: OnrampOrderRecord): Promise<OnrampOrder> {
  return toWireOrder(ctx, record, await depositOf(ctx, record));
}

/** The player's own order; another player's is as unknown as a missing one. */
export async function ownOrder(ctx: SimContext, userId: string, id: string): Promise<OnrampOrderRecord> {
  const record = await ctx.db.onrampOrders.get(id);
  if (!record || record.userId !== userId) throw onrampError('orderNotFound', HTTP.notFound);
  return record;
}

export const userOrders = (ctx: SimContext, userId: string, limit: number) =>
  ctx.db.onrampOrders
    .where('[userId+createdAt]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .reverse()
    .limit(limit)
    .toArray();

export async function announceOrder(ctx: SimContext, record: OnrampOrderRecord): Promise<OnrampOrder> {
  const order = await wireOrder(ctx, record);
  ctx.broadcaster.emit(userChannel(record.userId), ONRAMP_EVENTS.orderUpdate, order);
  return order;
}
