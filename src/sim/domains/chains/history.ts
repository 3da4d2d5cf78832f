/** The deposit history as the wire lists it, and its live update on the player's private channel. */
import { fromMinor, userChannel, type DepositHistoryEntry, type ExplorerTransaction } from '@contract/index';
import { DEPOSIT_EVENTS } from '@contract/deposits';
import { findCurrency, type SimContext } from '../../context';
import type { AggregatorDepositRecord, ChainTxRecord, DepositRecord } from '../../services/db';
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

/**
 * An aggregator deposit as the history lists it: the sum in the currency credited (quoted until it is credited),
 * the paying transaction's confirmations (none and no txid while it is not paid) and the invoice.
 */
export function aggregatorEntry(invoice: AggregatorDepositRecord, now: number): DepositHistoryEntry {
  const confirmations = invoice.height === null ? 0 : liveConfirmations(invoice.height, invoice.chain, now);
  return {
    _id: invoice._id,
    currency: invoice.currency,
    sum: fromMinor(invoice.amount, decimalsOf(invoice.currency)),
    created_at: new Date(invoice.createdAt).toISOString(),
    confirmations: Math.min(invoice.confirmationsNeeded, confirmations),
    confirmations_needed: invoice.confirmationsNeeded,
    aggregator: true,
    status: invoice.status,
    chain: invoice.chain,
    txid: invoice.txid ?? '',
    invoice: {
      depositCurrency: invoice.payCurrency,
      amount: fromMinor(invoice.payAmount, decimalsOf(invoice.payCurrency)),
      wallet: invoice.address,
    },
  };
}

/** A player's deposits of both kinds, newest first. */
export async function depositHistory(ctx: SimContext, userId: string): Promise<DepositHistoryEntry[]> {
  const range: [[string, number], [string, number]] = [
    [userId, -Infinity],
    [userId, Infinity],
  ];
  const [chainRows, aggregatorRows] = await Promise.all([
    ctx.db.deposits
      .where('[userId+createdAt]')
      .between(...range)
      .reverse()
      .toArray(),
    ctx.db.aggregatorDeposits
      .where('[userId+createdAt]')
      .between(...range)
      .reverse()
      .toArray(),
  ]);
  const now = ctx.clock.now();
  const entries = [
    ...chainRows.map((deposit) => ({ at: deposit.createdAt, entry: historyEntry(deposit, now) })),
    ...aggregatorRows.map((invoice) => ({ at: invoice.createdAt, entry: aggregatorEntry(invoice, now) })),
  ];
  return entries.sort((a, b) => b.at - a.at).map(({ entry }) => entry);
}

export function announceDeposit(ctx: SimContext, deposit: DepositRecord): void {
  ctx.broadcaster.emit(
    userChannel(deposit.userId),
    DEPOSIT_EVENTS.depositUpdate,
    historyEntry(deposit, ctx.clock.now()),
  );
}

export function announceAggregatorDeposit(ctx: SimContext, invoice: AggregatorDepositRecord): void {
  ctx.broadcaster.emit(
    userChannel(invoice.userId),
    DEPOSIT_EVENTS.depositUpdate,
    aggregatorEntry(invoice, ctx.clock.now()),
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
