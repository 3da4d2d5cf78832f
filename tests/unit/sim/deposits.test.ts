/**
 * Deposits on the simulated chains (issue 9 §1, §2; platform.md §3, §4, §7, §8; community.md): pending at once,
 * confirmations growing block by block on the sim clock, credited once at the chain's confirmations with a
 * BalanceModification, surviving a reload mid-confirmation; the deposit errors; the email rule; wallet-notify.
 */
import { describe, expect, it } from 'vitest';
import {
  HTTP,
  USER_EVENTS,
  userChannel,
  type AvailableDepositCurrency,
  type BalanceModification,
  type Currency,
  type DepositHistoryEntry,
} from '@contract/index';
import {
  DEPOSIT_EMAIL_UNVERIFIED,
  DEPOSIT_ERRORS,
  DEPOSIT_EVENTS,
  DEPOSIT_STATUS,
  WALLET_NOTIFY_ERRORS,
} from '@contract/deposits';
import { creditDeposit } from '../../../src/sim/domains/chains/credit';
import { onDepositCredited } from '../../../src/sim/domains/chains';
import { findChain } from '../../../src/sim/domains/chains/params';
import { advance, depositHistory, depositWallet, verifiedAccount } from './deposit-helpers';
import { counts, errorBody, ledgerProblems, register, startWorld, type World } from './world';

const BITCOIN = findChain('bitcoin')!;

async function realBalance(world: World, token: string, currency: string): Promise<number> {
  const list = (await world.call<Currency[]>('POST', '/api/data/currencies', undefined, token)).body;
  return list.find((entry) => entry.id === currency)!.balance.real;
}

async function sendBtc(world: World, token: string, amount: string) {
  const { wallet } = await depositWallet(world, token, 'btc', 'bitcoin');
  return world.sim.control.sendToAddress({ currency: 'btc', chain: 'bitcoin', address: wallet, amount });
}

describe('a bitcoin deposit', () => {
  it('is pending at 0/3, gains a confirmation per 10-minute block and is credited once at 3/3', async () => {
    const world = await startWorld();
    const { token, user } = await verifiedAccount(world);
    const { txid } = await sendBtc(world, token, '0.015');

    const [pending] = await depositHistory(world, token);
    expect(pending).toMatchObject({
      currency: 'btc',
      sum: 0.015,
      confirmations: 0,
      confirmations_needed: 3,
      aggregator: false,
      status: DEPOSIT_STATUS.pending,
      chain: 'bitcoin',
      txid,
    });
    expect(new Date(pending!.created_at).getTime()).toBe(world.clock.now());

    // The block that holds it is mined at the next multiple of the block time.
    const untilFirstBlock = BITCOIN.blockTimeMs - (world.clock.now() % BITCOIN.blockTimeMs);
    await advance(world, untilFirstBlock);
    expect((await depositHistory(world, token))[0]).toMatchObject({ confirmations: 1, status: 0 });
    await advance(world, BITCOIN.blockTimeMs);
    expect((await depositHistory(world, token))[0]).toMatchObject({ confirmations: 2, status: 0 });
    expect(await realBalance(world, token, 'btc')).toBe(0);

    await advance(world, BITCOIN.blockTimeMs);
    expect((await depositHistory(world, token))[0]).toMatchObject({ confirmations: 3, status: 1 });
    expect(await realBalance(world, token, 'btc')).toBe(0.015);
    const event = world.broadcasts.find(
      (entry) => entry.channel === userChannel(user._id) && entry.event === USER_EVENTS.balanceModification,
    );
    expect(event?.payload).toMatchObject({
      currency: 'btc',
      delta: 0.015,
      kind: 'real',
      reason: 'deposit',
    } satisfies Partial<BalanceModification>);

    // The history updated live on the player's channel: seen, each confirming block, credited.
    const updates = world.broadcasts
      .filter(
        (entry) => entry.channel === userChannel(user._id) && entry.event === DEPOSIT_EVENTS.depositUpdate,
      )
      .map((entry) => entry.payload as DepositHistoryEntry)
      .map(({ confirmations, status }) => [confirmations, status]);
    expect(updates).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 1],
    ]);

    // Processed again (a second run, a later block): still credited once.
    const { db } = await world.sim.context();
    const deposit = (await db.deposits.toArray())[0]!;
    expect(await creditDeposit(await world.sim.context(), deposit._id)).toBe(false);
    await advance(world, 10 * BITCOIN.blockTimeMs);
    expect(await realBalance(world, token, 'btc')).toBe(0.015);
    expect(await db.ledger.where('ref').equals(deposit._id).count()).toBe(1);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('tells the deposit hook once per credit, and whether it is the first', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const heard: Array<{ sum: number; first: boolean }> = [];
    onDepositCredited(await world.sim.context(), (deposit, first) => {
      heard.push({ sum: deposit.amount, first });
    });
    await sendBtc(world, token, '0.001');
    await advance(world, 4 * BITCOIN.blockTimeMs);
    await sendBtc(world, token, '0.002');
    await advance(world, 4 * BITCOIN.blockTimeMs);
    expect(heard).toEqual([
      { sum: 100_000, first: true },
      { sum: 200_000, first: false },
    ]);
  });

  it('survives a reload mid-confirmation and is credited once after it', async () => {
    const world = await startWorld({ seed: 'reload-seed' });
    const { token } = await verifiedAccount(world);
    await sendBtc(world, token, '0.5');
    await sendBtc(world, token, '0.25');
    await advance(world, BITCOIN.blockTimeMs);
    await world.sim.close();

    const reopened = await startWorld({
      seed: 'reload-seed',
      dbName: world.dbName,
      startMs: world.clock.now(),
    });
    expect((await depositHistory(reopened, token)).map((entry) => entry.status)).toEqual([0, 0]);
    await advance(reopened, 3 * BITCOIN.blockTimeMs);
    expect((await depositHistory(reopened, token)).map((entry) => entry.status)).toEqual([1, 1]);
    expect(await realBalance(reopened, token, 'btc')).toBe(0.75);
    const { db } = await reopened.sim.context();
    expect(await db.ledger.filter((row) => row.reason === 'deposit').count()).toBe(2);
    expect(await ledgerProblems(reopened)).toEqual([]);
  });

  it('is credited after a year-long clock jump without walking every block (Solana: 32 slots of 0.4 s)', async () => {
    const world = await startWorld();
    const { token, user } = await verifiedAccount(world);
    const { wallet } = await depositWallet(world, token, 'sol', 'solana');
    await world.sim.control.sendToAddress({ currency: 'sol', chain: 'solana', address: wallet, amount: 2 });
    const year = 365 * 24 * 3600_000;
    await advance(world, year);
    const [seen] = await world.sim.control.explorerTransactions('solana', wallet);
    // Heights are arithmetic: about 78.8 million slots in a year.
    expect(seen!.confirmations).toBeGreaterThan(year / 400 - 2);
    const ctx = await world.sim.context();
    expect((await ctx.ledger.balance(user._id, 'sol', 'real'))?.amount).toBe(2e8);
    expect((await ctx.db.deposits.toArray())[0]).toMatchObject({ status: DEPOSIT_STATUS.credited });
  });

  it('leaves a transfer to an address of nobody, or in another currency, uncredited', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const { wallet } = await depositWallet(world, token, 'eth', 'erc20');
    // USDT sent to the ETH address: on the chain, but not a deposit of this address's currency.
    await world.sim.control.sendToAddress({ currency: 'usdt', chain: 'erc20', address: wallet, amount: 5 });
    await advance(world, 3600_000);
    expect(await depositHistory(world, token)).toEqual([]);
    const explorer = await world.sim.control.explorerTransactions('erc20', wallet);
    expect(explorer).toMatchObject([{ currency: 'usdt', amount: 5, address: wallet }]);
    expect(explorer[0]!.confirmations).toBeGreaterThan(12);
  });

  it('refuses transfers the chain cannot carry', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const { wallet } = await depositWallet(world, token, 'btc', 'bitcoin');
    const send = world.sim.control.sendToAddress;
    await expect(send({ currency: 'btc', chain: 'erc20', address: wallet, amount: 1 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      send({ currency: 'btc', chain: 'bitcoin', address: 'bc1qnotanaddress', amount: 1 }),
    ).rejects.toThrow(RangeError);
    await expect(send({ currency: 'btc', chain: 'bitcoin', address: wallet, amount: 0 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      send({ currency: 'btc', chain: 'bitcoin', address: wallet, amount: '0.000000001' }),
    ).rejects.toThrow(RangeError);
    const { db } = await world.sim.context();
    expect(await db.chainTxs.count()).toBe(0);
  });
});

describe('the deposit calls', () => {
  it('lists the currencies and chains on offer with their minimum and confirmations', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const reply = await world.call<{ currencies: AvailableDepositCurrency[] }>(
      'POST',
      '/api/wallet/getAvailableCurrencies',
      { currency: 'usdt' },
      token,
    );
    expect(reply.body.currencies.map((entry) => entry.chain)).toEqual(['erc20', 'trc20', 'bep20']);
    expect(reply.body.currencies[0]).toMatchObject({ currency: 'usdt', min: 1, confirmations: 12 });
    const all = await world.call<{ currencies: AvailableDepositCurrency[] }>(
      'POST',
      '/api/wallet/getAvailableCurrencies',
      {},
      token,
    );
    expect(all.body.currencies).toHaveLength(10);
  });

  const refusals: Array<[string, keyof typeof DEPOSIT_ERRORS, Record<string, unknown>]> = [
    ['a zero amount', 1, { currency: 'btc', amount: 0 }],
    ['a negative amount', 1, { currency: 'btc', amount: '-1' }],
    ['an amount that is not a number', 2, { currency: 'btc', amount: 'abc' }],
    ['a fraction of a dollar (the amount is whole US dollars)', 2, { currency: 'usdt', amount: '10.5' }],
    ['an amount that is not a safe integer', 2, { currency: 'usdt', amount: 2 ** 53 }],
    ['an unknown currency', 3, { currency: 'xyz' }],
    ['an unknown pay-with currency', 3, { currency: 'btc', depositCurrency: 'xyz' }],
    // $6 is 0.0000892 BTC at the fixture price: under the 0.0001 BTC minimum.
    ['less than the minimal deposit', 4, { currency: 'btc', amount: 6, depositCurrency: 'usdt' }],
    ['a chain the currency is not on', 5, { currency: 'btc', chain: 'erc20' }],
    [
      'a chain the pay currency is not on',
      5,
      { currency: 'btc', amount: 50, depositCurrency: 'usdt', chain: 'bitcoin' },
    ],
  ];
  it.each(refusals)('refuses %s with code %i and writes nothing', async (_, code, body) => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const before = await counts(world);
    const reply = await world.call('POST', '/api/wallet/getDepositWallet', body, token);
    expect(reply.status).toBe(HTTP.badRequest);
    expect(errorBody(reply)).toEqual({ code, message: DEPOSIT_ERRORS[code] });
    expect(await counts(world)).toEqual(before);
    const { db } = await world.sim.context();
    expect(await db.depositAddresses.count()).toBe(0);
    expect(await db.aggregatorDeposits.count()).toBe(0);
  });

  it('accepts an aggregator amount at the minimum', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    // $7 is 0.00010408 BTC at the fixture price, the first whole dollar above the 0.0001 BTC minimum.
    const reply = await world.call(
      'POST',
      '/api/wallet/getDepositWallet',
      { currency: 'btc', chain: 'trc20', amount: '7', depositCurrency: 'usdt' },
      token,
    );
    expect(reply.status).toBe(HTTP.ok);
  });

  it('refuses a player whose email is not verified and stores no address', async () => {
    const world = await startWorld();
    const { token } = await register(world);
    const reply = await world.call('POST', '/api/wallet/getDepositWallet', { currency: 'btc' }, token);
    expect(reply.status).toBe(HTTP.forbidden);
    expect(errorBody(reply)).toEqual({
      code: DEPOSIT_EMAIL_UNVERIFIED.code,
      message: DEPOSIT_EMAIL_UNVERIFIED.message,
    });
    expect(await (await world.sim.context()).db.depositAddresses.count()).toBe(0);
  });

  it('asks a guest to sign in', async () => {
    const world = await startWorld();
    for (const path of ['/api/wallet/getDepositWallet', '/api/wallet/history/deposits']) {
      expect((await world.call('POST', path, { currency: 'btc' })).status).toBe(HTTP.unauthorized);
    }
  });
});

describe('wallet-notify', () => {
  it('answers Success for a known transaction and an error text otherwise', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const { txid } = await sendBtc(world, token, '0.001');
    const notify = (currency: string, id: string) =>
      world.call<{ result: string }>(
        'GET',
        `/api/walletNotify/${currency}/${encodeURIComponent(id)}`,
        undefined,
        token,
      );

    expect(await notify('btc', txid)).toEqual({ status: HTTP.ok, body: { result: 'Success' } });
    expect((await notify('BTC', txid)).body.result).toBe('Success');
    expect((await notify('btc', 'f'.repeat(64))).body.result).toBe(WALLET_NOTIFY_ERRORS.notFound);
    expect((await notify('eth', txid)).body.result).toBe(WALLET_NOTIFY_ERRORS.wrongCurrency);
    expect((await notify('xyz', txid)).body.result).toBe(WALLET_NOTIFY_ERRORS.unknownCurrency);
    // Reported twice: still one deposit.
    await notify('btc', txid);
    expect(await depositHistory(world, token)).toHaveLength(1);
  });

  it('keeps exact routes and answers 405 or 404 around the parameter route', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    expect((await world.call('POST', '/api/walletNotify/btc/abc', undefined, token)).status).toBe(
      HTTP.methodNotAllowed,
    );
    expect((await world.call('GET', '/api/walletNotify/btc', undefined, token)).status).toBe(HTTP.notFound);
    expect((await world.call('GET', '/api/walletNotify/btc/a/b', undefined, token)).status).toBe(
      HTTP.notFound,
    );
    // A segment that is not valid percent-encoding matches nothing.
    expect((await world.call('GET', '/api/walletNotify/btc/%E0%A4%A', undefined, token)).status).toBe(
      HTTP.notFound,
    );
    expect((await world.call('GET', '/api/user', undefined, token)).status).toBe(HTTP.ok);
  });
});
