/**
 * Deposit addresses and transaction ids in each simulated chain's real format (issue 9 §1): decoded with the
 * same libraries, stable across restarts of a world, and the same for the same seed and inputs.
 */
import { describe, expect, it } from 'vitest';
import { base58, bech32, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { isAddress } from 'viem';
import currencies from '@fixtures/currencies.json';
import { CHAINS } from '../../../src/sim/domains/chains/params';
import { advance, depositWallet, verifiedAccount } from './deposit-helpers';
import { startWorld } from './world';

const base58check = createBase58check(sha256);

describe('deposit address formats', () => {
  it('has a chain for every chain id of the currency fixture', () => {
    const used = new Set(currencies.flatMap((currency) => currency.chains));
    expect([...used].sort()).toEqual(CHAINS.map((chain) => chain.id).sort());
  });

  it('gives each currency and chain an address in the chain format', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const address = async (currency: string, chain: string) =>
      (await depositWallet(world, token, currency, chain)).wallet;

    const btc = await address('btc', 'bitcoin');
    expect(btc).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    const btcDecoded = bech32.decode(btc as `${string}1${string}`);
    expect(btcDecoded.prefix).toBe('bc');
    expect(btcDecoded.words[0]).toBe(0);
    expect(bech32.fromWords(btcDecoded.words.slice(1))).toHaveLength(20);

    const ltc = await address('ltc', 'litecoin');
    expect(ltc).toMatch(/^ltc1q/);
    expect(bech32.decode(ltc as `${string}1${string}`).prefix).toBe('ltc');

    for (const [currency, chain] of [
      ['eth', 'erc20'],
      ['usdt', 'erc20'],
      ['usdt', 'bep20'],
      ['bnb', 'bep20'],
    ] as const) {
      const evm = await address(currency, chain);
      expect(isAddress(evm, { strict: true })).toBe(true);
      // EIP-55: mixed case; the lowercased form is not the checksummed one.
      expect(evm).not.toBe(evm.toLowerCase());
    }

    const tron = await address('trx', 'trc20');
    expect(tron).toMatch(/^T/);
    const tronBytes = base58check.decode(tron);
    expect(tronBytes).toHaveLength(21);
    expect(tronBytes[0]).toBe(0x41);

    const doge = await address('doge', 'dogecoin');
    expect(doge).toMatch(/^D/);
    expect(base58check.decode(doge)[0]).toBe(30);

    const sol = await address('sol', 'solana');
    expect(base58.decode(sol)).toHaveLength(32);
  });

  it('keeps the address across restarts of the world and gives the same one for the same seed', async () => {
    const first = await startWorld({ seed: 'address-seed' });
    const account = await verifiedAccount(first);
    const before = await depositWallet(first, account.token, 'btc');
    expect(await depositWallet(first, account.token, 'btc')).toEqual(before);
    await first.sim.close();

    const reopened = await startWorld({ seed: 'address-seed', dbName: first.dbName });
    expect(await depositWallet(reopened, account.token, 'btc')).toEqual(before);
    const { db } = await reopened.sim.context();
    expect(await db.depositAddresses.count()).toBe(1);

    const again = await startWorld({ seed: 'address-seed' });
    const twin = await verifiedAccount(again);
    // Same seed and same history: the same user id, so the same address.
    expect(twin.user._id).toBe(account.user._id);
    expect((await depositWallet(again, twin.token, 'btc')).wallet).toBe(before.wallet);

    const other = await startWorld({ seed: 'another-seed' });
    const stranger = await verifiedAccount(other);
    expect((await depositWallet(other, stranger.token, 'btc')).wallet).not.toBe(before.wallet);
  });
});

describe('transaction ids', () => {
  it('are in the chain format and repeat for the same seed and inputs', async () => {
    const run = async () => {
      const world = await startWorld({ seed: 'txid-seed' });
      const { token } = await verifiedAccount(world);
      const ids: string[] = [];
      for (const [currency, chain] of [
        ['btc', 'bitcoin'],
        ['usdt', 'erc20'],
        ['trx', 'trc20'],
        ['sol', 'solana'],
        ['btc', 'bitcoin'],
      ] as const) {
        const { wallet } = await depositWallet(world, token, currency, chain);
        ids.push(
          (await world.sim.control.sendToAddress({ currency, chain, address: wallet, amount: '1' })).txid,
        );
        await advance(world, 1000);
      }
      return ids;
    };
    const ids = await run();
    expect(ids[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(ids[1]).toMatch(/^0x[0-9a-f]{64}$/);
    expect(ids[2]).toMatch(/^[0-9a-f]{64}$/);
    expect(base58.decode(ids[3]!)).toHaveLength(64);
    expect(ids[4]).not.toBe(ids[0]);
    expect(await run()).toEqual(ids);
  });
});
