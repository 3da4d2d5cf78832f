/** Reading withdrawals and showing them on the wire. */
import { HTTP, fromMinor, type WithdrawHistoryEntry } from '@contract/index';
import { PENDING_WITHDRAW_STATUSES, WITHDRAWAL_CODES, WITHDRAWAL_MESSAGES } from '@contract/withdrawals';
import Dexie from 'dexie';
import { findCurrency, type SimContext } from '../../context';
import type { WithdrawalRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';

export const isPending = (record: WithdrawalRecord) => PENDING_WITHDRAW_STATUSES.includes(record.status);

export function toWireWithdrawal(record: WithdrawalRecord): WithdrawHistoryEntry {
  const decimals = findCurrency(record.currency)?.decimals ?? 8;
  return {
    _id: record._id,
    currency: record.currency,
    address: record.address,
    sum: fromMinor(record.sum, decimals),
    created_at: new Date(record.createdAt).toISOString(),
    status: record.status,
    auto: record.auto,
    decline_reason: record.decline_reason,
    fee: fromMinor(record.fee, decimals),
    type: record.chain,
    txid: record.txid,
  };
}

/** A user's withdrawals, newest first. */
export const userWithdrawals = (ctx: SimContext, userId: string) =>
  ctx.db.withdrawals
    .where('[userId+createdAt]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .reverse();

/** Unknown, or another player's: the player is not told which. */
export const withdrawalNotFound = () =>
  new HttpError(HTTP.notFound, WITHDRAWAL_CODES.notFound, WITHDRAWAL_MESSAGES.notFound);

/**
 * Chained on Dexie's own promise, not a native async function: it runs inside settling transactions, and native
 * promise hops between two requests can let IndexedDB commit early (services/ledger.ts).
 */
export function findWithdrawal(ctx: SimContext, id: string): PromiseLike<WithdrawalRecord> {
  return ctx.db.withdrawals.get(id).then((record) => {
    if (!record) throw withdrawalNotFound();
    return record;
  });
}
