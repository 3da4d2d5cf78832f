/** The deposit history as the wire lists it, and its live update on the player's private channel. */
import { fromMinor, userChannel, type DepositHistoryEntry, type ExplorerTransaction } from '@contract/index';
import { DEPOSIT_EVENTS } from '@contract/deposits';
import { findCurrency, type SimContext } from '../../context';
import type { ChainTxRecord, DepositRecord } from '../../services/db';
import { confirmationsAt, findChain } from './params';

const decimalsOf = (currency: string) => findCurrency(currency)?.decimals ?? 8;

function liveConfirmations(height: number, chainId: string, now: number): number {
  const chain = findChain(chainId);
  return chain ? confirmationsAt(chain, height, now) : 0;
}

export function historyEntry(deposit: DepositRecord, now: number): DepositHistoryEntry {
  return {
    _id: deposit._id,
    currency: deposit.currency,
    sum: fromMinor(deposit.amount, decimalsOf(deposit.currency)),
    created_at: new Date(deposit.createdAt).toISOString(),
    confirmations: Math.min(
      deposit.confirmationsNeeded,
      liveConfirmations(deposit.height, deposit.chain, now),
    ),
    confirmations_needed: deposit.confirmationsNeeded,
    aggregator: false,
    status: deposit.status,
    chain: deposit.chain,
    txid: deposit.txid,
  };
}

/** A player's deposits, newest first. */
export async function depositHistory(ctx: SimContext, userId: string): Promise<DepositHistoryEntry[]> {
  const rows = await ctx.db.deposits
    .where('[userId+createdAt]')
    .between([userId, -Infinity], [userId, Infinity])
    .reverse()
    .toArray();
  const now = ctx.clock.now();
  return rows.map((deposit) => historyEntry(deposit, now));
}

export function announceDeposit(ctx: SimContext, deposit: DepositRecord): void {
  ctx.broadcaster.emit(
    userChannel(deposit.userId),
    DEPOSIT_EVENTS.depositUpdate,
    historyEntry(deposit, ctx.clock.now()),
  );
}

export function explorerEntry(tx: ChainTxRecord, now: number): ExplorerTransaction {
  return {
    txid: tx.txid,
    chain: tx.chain,
    currency: tx.currency,
    address: tx.address,
    amount: fromMinor(tx.amount, decimalsOf(tx.currency)),
    time: tx.seenAt,
    confirmations: liveConfirmations(tx.height, tx.chain, now),
  };
}
