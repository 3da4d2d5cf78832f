/**
 * Aggregator deposits (platform.md §3 `aggregator`, §4 "Deposit status", §7 getDepositWallet with an amount):
 * the player asks for some US dollars of a currency and pays in another one through a payment aggregator. The
 * aggregator answers with an invoice: a one-off address on the pay currency's chain and the exact amount to
 * send. The history lists the invoice at once (status 0, not paid); the payment that reaches the address is
 * confirmed on its chain like any transfer, and at its confirmations what it brought is converted at the price
 * of that moment and credited (status 1) with its ledger row, in one transaction.
 */
import { fromMinor, type DepositWalletAnswer } from '@contract/index';
import { DEPOSIT_STATUS } from '@contract/deposits';
import { findCurrency, type CurrencyFixture, type PricedCurrency, type SimContext } from '../../context';
import type { AggregatorDepositRecord, ChainTxRecord, DepositRecord } from '../../services/db';
import { noCreditedDeposit, scheduleConfirmations } from './credit';
import { aggregatorAddressFor } from './formats';
import { announceAggregatorDeposit } from './history';
import { runDepositCreditedHooks } from './hooks';
import { confirmationsAt, findChain, type ChainParams } from './params';
import { convertMinor, usdToMinorDown, usdToMinorUp } from './pricing';
import { checkAggregatorMinimum } from './validation';

export interface InvoiceRequest {
  userId: string;
  /** The currency credited. */
  currency: CurrencyFixture;
  /** What the player pays with, on which of its chains. */
  pay: CurrencyFixture;
  chain: ChainParams;
  usd: number;
}

/** The currency at the sim's current prices (the walk of services/prices.ts prices every fixture currency). */
const pricedNow = (ctx: SimContext, currency: CurrencyFixture): PricedCurrency =>
  ctx.prices.currency(currency.id)!;

/** Opens an invoice (deposit error 4 when either side is below its minimum); nothing is stored on a refusal. */
export async function openInvoice(ctx: SimContext, request: InvoiceRequest): Promise<DepositWalletAnswer> {
  const { currency, pay, chain, usd } = request;
  const payAmount = usdToMinorUp(usd, pricedNow(ctx, pay));
  const quoted = usdToMinorDown(usd, pricedNow(ctx, currency));
  checkAggregatorMinimum({ currency: pay, amount: payAmount }, { currency, amount: quoted });
  const _id = ctx.newId();
  const record: AggregatorDepositRecord = {
    _id,
    userId: request.userId,
    currency: currency.id,
    payCurrency: pay.id,
    chain: chain.id,
    address: await aggregatorAddressFor(ctx.seed, _id, chain),
    payAmount,
    usd,
    amount: quoted,
    status: DEPOSIT_STATUS.pending,
    txid: null,
    height: null,
    paid: null,
    confirmationsNeeded: chain.confirmations,
    createdAt: ctx.clock.now(),
    creditedAt: null,
  };
  await ctx.db.aggregatorDeposits.add(record);
  announceAggregatorDeposit(ctx, record);
  return {
    wallet: record.address,
    currency: currency.id,
    chain: chain.id,
    confirmations: chain.confirmations,
    invoice: {
      _id,
      depositCurrency: pay.id,
      amount: fromMinor(payAmount, pay.decimals),
      wallet: record.address,
      usd,
      credit: fromMinor(quoted, currency.decimals),
    },
  };
}

/** The unpaid invoice a transaction pays: one of its address and its currency (another currency is not it). */
export async function invoicePaidBy(
  ctx: SimContext,
  tx: Pick<ChainTxRecord, 'chain' | 'address' | 'currency'>,
): Promise<AggregatorDepositRecord | null> {
  const invoice = await ctx.db.aggregatorDeposits
    .where('[chain+address]')
    .equals([tx.chain, tx.address])
    .first();
  return invoice && invoice.txid === null && invoice.payCurrency === tx.currency ? invoice : null;
}

/** The invoice as the payment `tx` leaves it (written by the caller in the transaction that records `tx`). */
export const paidInvoice = (
  invoice: AggregatorDepositRecord,
  tx: ChainTxRecord,
): AggregatorDepositRecord => ({
  ...invoice,
  txid: tx.txid,
  height: tx.height,
  paid: tx.amount,
});

/** Credits a paid invoice at its confirmations: converted at the current price, once, with its ledger row. */
export async function creditAggregatorDeposit(ctx: SimContext, id: string): Promise<boolean> {
  const now = ctx.clock.now();
  const credited = await ctx.ledger.transact([ctx.db.aggregatorDeposits, ctx.db.deposits], async (tx) => {
    const invoice = await ctx.db.aggregatorDeposits.get(id);
    if (!invoice || invoice.status === DEPOSIT_STATUS.credited) return null;
    if (invoice.txid === null || invoice.height === null || invoice.paid === null) return null;
    const chain = findChain(invoice.chain);
    const currency = findCurrency(invoice.currency);
    const pay = findCurrency(invoice.payCurrency);
    if (!chain || !currency || !pay) return null;
    if (confirmationsAt(chain, invoice.height, now) < invoice.confirmationsNeeded) return null;
    const amount = convertMinor(invoice.paid, pricedNow(ctx, pay), pricedNow(ctx, currency));
    const first = await noCreditedDeposit(ctx, invoice.userId);
    if (amount > 0)
      await tx.apply({
        userId: invoice.userId,
        currency: currency.id,
        kind: 'real',
        delta: amount,
        reason: 'deposit',
        ref: invoice._id,
      });
    const done: AggregatorDepositRecord = {
      ...invoice,
      amount,
      status: DEPOSIT_STATUS.credited,
      creditedAt: now,
    };
    await ctx.db.aggregatorDeposits.put(done);
    return { done, first };
  });
  if (!credited) return false;
  announceAggregatorDeposit(ctx, credited.done);
  await runDepositCreditedHooks(ctx, asDeposit(credited.done), credited.first);
  return true;
}

/** What the deposit hooks see of a credited aggregator deposit: the credit in the currency credited. */
function asDeposit(invoice: AggregatorDepositRecord): DepositRecord {
  return {
    _id: invoice._id,
    txid: invoice.txid ?? '',
    userId: invoice.userId,
    currency: invoice.currency,
    chain: invoice.chain,
    amount: invoice.amount,
    status: invoice.status,
    height: invoice.height ?? 0,
    confirmationsNeeded: invoice.confirmationsNeeded,
    createdAt: invoice.createdAt,
    creditedAt: invoice.creditedAt,
  };
}

/** A paid invoice's confirmations announced as they come, and its credit at the last. */
export function scheduleAggregatorCredit(ctx: SimContext, invoice: AggregatorDepositRecord): void {
  if (invoice.txid === null || invoice.height === null) return;
  scheduleConfirmations(
    ctx,
    { ...invoice, txid: invoice.txid, height: invoice.height },
    async () => {
      const current = await ctx.db.aggregatorDeposits.get(invoice._id);
      if (current?.status === DEPOSIT_STATUS.pending) announceAggregatorDeposit(ctx, current);
    },
    async () => void (await creditAggregatorDeposit(ctx, invoice._id)),
  );
}

/** On start: paid invoices a reload caught before their credit get it scheduled again. */
export async function resumeAggregatorDeposits(ctx: SimContext): Promise<void> {
  const paid = await ctx.db.aggregatorDeposits
    .where('status')
    .equals(DEPOSIT_STATUS.pending)
    .filter((invoice) => invoice.txid !== null)
    .sortBy('createdAt');
  for (const invoice of paid) scheduleAggregatorCredit(ctx, invoice);
}
