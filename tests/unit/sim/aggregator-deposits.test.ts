/**
 * Aggregator deposits (platform.md §3 `aggregator`, §4 "Deposit status", §5, §7): getDepositWallet with an
 * amount opens an invoice in another currency; the history lists it at status 0 (not paid) at once, the payment
 * confirms on its chain, and at its confirmations what it brought is converted and credited (status 1) once,
 * with its ledger row, also across a reload.
 */
import { describe, expect, it } from 'vitest';
import {
  HTTP,
  USER_EVENTS,
  userChannel,
  type BalanceModification,
  type DepositHistoryEntry,
  type DepositWalletAnswer,
} from '@contract/index';
import { DEPOSIT_EVENTS, DEPOSIT_STATUS } from '@contract/deposits';
import { creditAggregatorDeposit } from '../../../src/sim/domains/chains/aggregator';
import { findChain } from '../../../src/sim/domains/chains/params';
import { advance, depositHistory, verifiedAccount } from './deposit-helpers';
import { ledgerProblems, startWorld, type World } from './world';

const TRON = findChain('trc20')!;
/** Long enough for a TRON transaction's 19 confirmations of 3 s blocks. */
const TRON_CONFIRMED_MS = (TRON.confirmations + 1) * TRON.blockTimeMs;

async function openInvoice(world: World, token: string, body: Record<string, unknown>) {
  const reply = await world.call<DepositWalletAnswer>('POST', '/api/wallet/getDepositWallet', body, token);
  expect(reply.status).toBe(HTTP.ok);
  return reply.body;
}

/** $100 of BTC, paid in USDT on TRON. */
const HUNDRED_DOLLARS_OF_BTC = { currency: 'btc', amount: 100, depositCurrency: 'usdt', chain: 'trc20' };

async function btcBalance(world: World, userId: string): Promise<number> {
  const ctx = await world.sim.context();
  return (await ctx.ledger.balance(userId, 'btc', 'real'))?.amount ?? 0;
}

/**
 * What `usd` dollars of BTC are in satoshi at the BTC price of the moment the invoice's credit was written (its
 * ledger row's time): prices walk on the sim clock, so the credit is converted then, not at the invoice.
 */
async function creditAtItsMoment(world: World, invoiceId: string, usd: number): Promise<number> {
  const ctx = await world.sim.context();
  const [row] = await ctx.db.ledger.where('ref').equals(invoiceId).toArray();
  expect(row, 'the credit has its ledger row').toBeDefined();
  const price = ctx.prices.currency('btc', row!.at)!.price;
  return Math.floor((usd / price) * 1e8 * (1 + 1e-12));
}

describe('an aggregator deposit', () => {
  it('is an invoice in the pay currency, listed at once as not paid, then confirmed and credited once', async () => {
    const world = await startWorld();
    const { token, user } = await verifiedAccount(world);

    const answer = await openInvoice(world, token, HUNDRED_DOLLARS_OF_BTC);
    // USDT is $1: the exact pay amount is 100.00 USDT; $100 is 0.00148697 BTC at the fixture's $67,250.50.
    expect(answer).toMatchObject({
      currency: 'btc',
      chain: 'trc20',
      confirmations: TRON.confirmations,
      invoice: { depositCurrency: 'usdt', amount: 100, usd: 100, credit: 0.00148697 },
    });
    expect(answer.wallet).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(answer.invoice!.wallet).toBe(answer.wallet);

    const [unpaid] = await depositHistory(world, token);
    expect(unpaid).toEqual({
      _id: answer.invoice!._id,
      currency: 'btc',
      sum: 0.00148697,
      created_at: new Date(world.clock.now()).toISOString(),
      confirmations: 0,
      confirmations_needed: TRON.confirmations,
      aggregator: true,
      status: DEPOSIT_STATUS.pending,
      chain: 'trc20',
      txid: '',
      invoice: { depositCurrency: 'usdt', amount: 100, wallet: answer.wallet },
    } satisfies DepositHistoryEntry);

    // An hour unpaid changes nothing.
    await advance(world, 3600_000);
    expect((await depositHistory(world, token))[0]).toMatchObject({ status: 0, txid: '', confirmations: 0 });

    const { txid } = await world.sim.control.sendToAddress({
      currency: 'usdt',
      chain: 'trc20',
      address: answer.wallet,
      amount: '100',
    });
    expect((await depositHistory(world, token))[0]).toMatchObject({ status: 0, txid, confirmations: 0 });
    await advance(world, 5 * TRON.blockTimeMs);
    const confirming = (await depositHistory(world, token))[0]!;
    expect(confirming.status).toBe(0);
    expect(confirming.confirmations).toBeGreaterThan(0);
    expect(await btcBalance(world, user._id)).toBe(0);

    await advance(world, TRON_CONFIRMED_MS);
    const credit = await creditAtItsMoment(world, answer.invoice!._id, 100);
    expect((await depositHistory(world, token))[0]).toMatchObject({
      status: DEPOSIT_STATUS.credited,
      sum: credit / 1e8,
      confirmations: TRON.confirmations,
    });
    expect(await btcBalance(world, user._id)).toBe(credit);

    const { db } = await world.sim.context();
    const rows = await db.ledger.where('ref').equals(answer.invoice!._id).toArray();
    expect(rows).toMatchObject([{ userId: user._id, currency: 'btc', delta: credit, reason: 'deposit' }]);
    const balanceEvent = world.broadcasts.find(
      (entry) => entry.channel === userChannel(user._id) && entry.event === USER_EVENTS.balanceModification,
    );
    expect(balanceEvent?.payload).toMatchObject({
      currency: 'btc',
      delta: credit / 1e8,
      reason: 'deposit',
    } satisfies Partial<BalanceModification>);

    // The history was live: opened, paid, each confirming block, credited.
    const updates = world.broadcasts
      .filter(
        (entry) => entry.channel === userChannel(user._id) && entry.event === DEPOSIT_EVENTS.depositUpdate,
      )
      .map((entry) => entry.payload as DepositHistoryEntry);
    expect(updates[0]).toMatchObject({ aggregator: true, status: 0, txid: '' });
    expect(updates[1]).toMatchObject({ status: 0, txid, confirmations: 0 });
    expect(updates.at(-1)).toMatchObject({ status: 1, confirmations: TRON.confirmations });
    expect(updates).toHaveLength(TRON.confirmations + 2);

    // Credited once, however often it is processed or paid again.
    expect(await creditAggregatorDeposit(await world.sim.context(), answer.invoice!._id)).toBe(false);
    await world.sim.control.sendToAddress({
      currency: 'usdt',
      chain: 'trc20',
      address: answer.wallet,
      amount: '100',
    });
    await advance(world, TRON_CONFIRMED_MS);
    expect(await btcBalance(world, user._id)).toBe(credit);
    expect(await db.ledger.where('ref').equals(answer.invoice!._id).count()).toBe(1);
    expect(await world.sim.control.explorerTransactions('trc20', answer.wallet)).toHaveLength(2);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('credits what was paid, converted at the price of the moment, not what was asked', async () => {
    const world = await startWorld();
    const { token, user } = await verifiedAccount(world);
    const answer = await openInvoice(world, token, HUNDRED_DOLLARS_OF_BTC);
    await world.sim.control.sendToAddress({
      currency: 'usdt',
      chain: 'trc20',
      address: answer.wallet,
      amount: '50',
    });
    await advance(world, TRON_CONFIRMED_MS);
    // $50 at the BTC price when the payment reached its confirmations (rounded down).
    const credit = await creditAtItsMoment(world, answer.invoice!._id, 50);
    expect(await btcBalance(world, user._id)).toBe(credit);
    expect((await depositHistory(world, token))[0]).toMatchObject({ status: 1, sum: credit / 1e8 });
  });

  it('asks for the exact amount of a pay currency with a price, rounded up to its precision', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const answer = await openInvoice(world, token, { currency: 'usdt', amount: 100, depositCurrency: 'eth' });
    // $100 at $3,480.25 is 0.028733568... ETH: 0.02873357 to pay, on ETH's only chain.
    expect(answer).toMatchObject({ chain: 'erc20', invoice: { amount: 0.02873357, credit: 100 } });
    expect(answer.wallet).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('is not paid by another currency sent to its address', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const answer = await openInvoice(world, token, HUNDRED_DOLLARS_OF_BTC);
    await world.sim.control.sendToAddress({
      currency: 'trx',
      chain: 'trc20',
      address: answer.wallet,
      amount: '1000',
    });
    await advance(world, TRON_CONFIRMED_MS);
    expect(await depositHistory(world, token)).toMatchObject([{ aggregator: true, status: 0, txid: '' }]);
  });

  it('gives each invoice its own address, and survives a reload mid-confirmation', async () => {
    const world = await startWorld({ seed: 'aggregator-reload' });
    const { token, user } = await verifiedAccount(world);
    const first = await openInvoice(world, token, HUNDRED_DOLLARS_OF_BTC);
    await advance(world, 1000);
    const second = await openInvoice(world, token, HUNDRED_DOLLARS_OF_BTC);
    expect(second.wallet).not.toBe(first.wallet);
    await world.sim.control.sendToAddress({
      currency: 'usdt',
      chain: 'trc20',
      address: first.wallet,
      amount: '100',
    });
    await advance(world, 3 * TRON.blockTimeMs);
    await world.sim.close();

    const reopened = await startWorld({
      seed: 'aggregator-reload',
      dbName: world.dbName,
      startMs: world.clock.now(),
    });
    expect((await depositHistory(reopened, token)).map((entry) => entry.status)).toEqual([0, 0]);
    await advance(reopened, TRON_CONFIRMED_MS);
    const history = await depositHistory(reopened, token);
    expect(history.map((entry) => [entry._id, entry.status])).toEqual([
      [second.invoice!._id, 0],
      [first.invoice!._id, 1],
    ]);
    expect(await btcBalance(reopened, user._id)).toBe(
      await creditAtItsMoment(reopened, first.invoice!._id, 100),
    );
    expect(await ledgerProblems(reopened)).toEqual([]);
  });
});
