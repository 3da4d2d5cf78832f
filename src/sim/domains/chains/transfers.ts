/**
 * Transactions on the simulated chains: a transfer from an outside wallet (control.sendToAddress) and, for
 * other domains, any payment the sim itself sends (putOnChain: a paid withdrawal). A transaction to one of the
 * sim's deposit addresses in that address's currency becomes a pending deposit in the same Dexie transaction;
 * one to an aggregator invoice's address in its pay currency pays that invoice (aggregator.ts), likewise.
 * Outside transfers must use an address of the chain's format; the sim's own payments are recorded to the
 * address as given, since the withdraw order accepts any address of 4 characters or more (platform.md §5).
 */
import { toMinor, type ExplorerTransaction, type SimTransfer } from '@contract/index';
import { DEPOSIT_STATUS } from '@contract/deposits';
import { findCurrency, type SimContext } from '../../context';
import type { ChainTxRecord, DepositRecord } from '../../services/db';
import { addressOwner } from './addresses';
import { invoicePaidBy, paidInvoice, scheduleAggregatorCredit } from './aggregator';
import { scheduleCredit } from './credit';
import { isChainAddress, payoutTxidFor, txidFor } from './formats';
import { announceAggregatorDeposit, announceDeposit, explorerEntry } from './history';
import { chainOf, findChain, heightAt, type ChainParams } from './params';

export interface ChainPayment {
  chain: string;
  currency: string;
  address: string;
  /** Integer minor units. */
  amount: number;
  /**
   * A payment of the sim's own (payoutTxid): its id, fixed in advance. Putting it on the chain again is a no-op
   * that returns the stored transaction, so a payout never appears twice.
   */
  txid?: string;
}

/** Checks a payment against the chain's rules; RangeError names what is wrong. */
function checkedChain(payment: ChainPayment): ChainParams {
  const currency = findCurrency(payment.currency);
  if (!currency) throw new RangeError(`Unknown currency ${payment.currency}`);
  const chain = findChain(payment.chain);
  if (!chain || !chainOf(currency, chain.id))
    throw new RangeError(`${currency.id} is not carried on chain ${payment.chain}`);
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0)
    throw new RangeError(`Not an amount: ${payment.amount}`);
  return chain;
}

/** The chain transaction id that pays withdrawal `withdrawalId` on `chainId`, in that chain's format. */
export function payoutTxid(ctx: SimContext, chainId: string, withdrawalId: string): Promise<string> {
  const chain = findChain(chainId);
  if (!chain) throw new RangeError(`Unknown chain ${chainId}`);
  return payoutTxidFor(ctx.seed, chain, withdrawalId);
}

/** Puts a payment on its chain; resolves with the stored transaction (and the deposit it made, if any). */
export const putOnChain = (ctx: SimContext, payment: ChainPayment) =>
  record(ctx, checkedChain(payment), payment);

async function record(
  ctx: SimContext,
  chain: ChainParams,
  payment: ChainPayment,
): Promise<{ tx: ChainTxRecord; deposit: DepositRecord | null }> {
  const currency = findCurrency(payment.currency)!.id;
  const now = ctx.clock.now();
  if (payment.txid) {
    const sent = await ctx.db.chainTxs.get(payment.txid);
    if (sent) return { tx: sent, deposit: null };
  }
  // Calls and scheduled work run one at a time, so the count cannot move before the add below.
  const index = await ctx.db.chainTxs.where('chain').equals(chain.id).count();
  const txid = payment.txid ?? (await txidFor(ctx.seed, chain, index));
  const tx: ChainTxRecord = {
    txid,
    chain: chain.id,
    currency,
    address: payment.address,
    amount: payment.amount,
    seenAt: now,
    height: heightAt(chain, now) + 1,
  };
  const owner = await addressOwner(ctx, chain.id, payment.address);
  const deposit: DepositRecord | null =
    owner && owner.currency === currency
      ? {
          _id: ctx.newId(),
          txid,
          userId: owner.userId,
          currency,
          chain: chain.id,
          amount: payment.amount,
          status: DEPOSIT_STATUS.pending,
          height: tx.height,
          confirmationsNeeded: chain.confirmations,
          createdAt: now,
          creditedAt: null,
        }
      : null;
  const invoice = deposit ? null : await invoicePaidBy(ctx, tx);
  const paid = invoice && paidInvoice(invoice, tx);
  const tables = [ctx.db.chainTxs, ctx.db.deposits, ctx.db.aggregatorDeposits];
  await ctx.db.transaction('rw', tables, async () => {
    await ctx.db.chainTxs.add(tx);
    if (deposit) await ctx.db.deposits.add(deposit);
    if (paid) await ctx.db.aggregatorDeposits.put(paid);
  });
  if (deposit) {
    announceDeposit(ctx, deposit);
    scheduleCredit(ctx, deposit);
  }
  if (paid) {
    announceAggregatorDeposit(ctx, paid);
    scheduleAggregatorCredit(ctx, paid);
  }
  return { tx, deposit };
}

/** control.sendToAddress: the amount is a wire decimal of the currency. */
export async function sendToAddress(ctx: SimContext, transfer: SimTransfer): Promise<{ txid: string }> {
  const currency = findCurrency(transfer.currency);
  if (!currency) throw new RangeError(`Unknown currency ${transfer.currency}`);
  const amount = toMinor(transfer.amount, currency.decimals);
  if (amount === null || amount <= 0)
    throw new RangeError(`Not an amount of ${currency.id}: ${transfer.amount}`);
  const payment = { chain: transfer.chain, address: transfer.address, currency: currency.id, amount };
  const chain = checkedChain(payment);
  if (!(await isChainAddress(chain, payment.address)))
    throw new RangeError(`Not a ${chain.name} address: ${payment.address}`);
  const { tx } = await record(ctx, chain, payment);
  return { txid: tx.txid };
}

/** The simulated explorer: transactions to an address, newest first. */
export async function explorerTransactions(
  ctx: SimContext,
  chainId: string,
  address: string,
): Promise<ExplorerTransaction[]> {
  const chain = findChain(chainId);
  if (!chain) throw new RangeError(`Unknown chain ${chainId}`);
  const rows = await ctx.db.chainTxs.where('[chain+address]').equals([chain.id, address]).toArray();
  const now = ctx.clock.now();
  return rows.sort((a, b) => b.seenAt - a.seenAt).map((tx) => explorerEntry(tx, now));
}
