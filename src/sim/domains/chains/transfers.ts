/**
 * Transactions on the simulated chains: a transfer from an outside wallet (control.sendToAddress) and, for
 * other domains, any payment the sim itself sends (putOnChain: a paid withdrawal). A transaction to one of the
 * sim's deposit addresses in that address's currency becomes a pending deposit in the same Dexie transaction.
 */
import { toMinor, type ExplorerTransaction, type SimTransfer } from '@contract/index';
import { DEPOSIT_STATUS } from '@contract/deposits';
import { findCurrency, type SimContext } from '../../context';
import type { ChainTxRecord, DepositRecord } from '../../services/db';
import { addressOwner } from './addresses';
import { scheduleCredit } from './credit';
import { isChainAddress, txidFor } from './formats';
import { announceDeposit, explorerEntry } from './history';
import { chainOf, findChain, heightAt, type ChainParams } from './params';

export interface ChainPayment {
  chain: string;
  currency: string;
  address: string;
  /** Integer minor units. */
  amount: number;
}

/** Checks a payment against the chain's rules; RangeError names what is wrong. */
async function checkedChain(payment: ChainPayment): Promise<ChainParams> {
  const currency = findCurrency(payment.currency);
  if (!currency) throw new RangeError(`Unknown currency ${payment.currency}`);
  const chain = findChain(payment.chain);
  if (!chain || !chainOf(currency, chain.id))
    throw new RangeError(`${currency.id} is not carried on chain ${payment.chain}`);
  if (!(await isChainAddress(chain, payment.address)))
    throw new RangeError(`Not a ${chain.name} address: ${payment.address}`);
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0)
    throw new RangeError(`Not an amount: ${payment.amount}`);
  return chain;
}

/** Puts a payment on its chain; resolves with the stored transaction (and the deposit it made, if any). */
export async function putOnChain(
  ctx: SimContext,
  payment: ChainPayment,
): Promise<{ tx: ChainTxRecord; deposit: DepositRecord | null }> {
  const chain = await checkedChain(payment);
  const currency = findCurrency(payment.currency)!.id;
  const now = ctx.clock.now();
  // Calls and scheduled work run one at a time, so the count cannot move before the add below.
  const index = await ctx.db.chainTxs.where('chain').equals(chain.id).count();
  const txid = await txidFor(ctx.seed, chain, index);
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
  await ctx.db.transaction('rw', ctx.db.chainTxs, ctx.db.deposits, async () => {
    await ctx.db.chainTxs.add(tx);
    if (deposit) await ctx.db.deposits.add(deposit);
  });
  if (deposit) {
    announceDeposit(ctx, deposit);
    scheduleCredit(ctx, deposit);
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
  const { tx } = await putOnChain(ctx, { ...transfer, currency: currency.id, amount });
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
