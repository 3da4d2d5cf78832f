/**
 * The deposit bonus hook (issue 9 §2): onDepositCredited is where the promotions work learns of a credited
 * deposit and whether it is the player's first. A hook hears each credit once and the first deposit as first
 * only once: not again when the credit is processed twice, not again after a reload, and not for a later
 * deposit of the other kind (chain or aggregator).
 */
import { describe, expect, it } from 'vitest';
import type { DepositWalletAnswer } from '@contract/index';
import { onDepositCredited } from '../../../src/sim/domains/chains';
import { creditDeposit } from '../../../src/sim/domains/chains/credit';
import { findChain } from '../../../src/sim/domains/chains/params';
import { advance, depositWallet, verifiedAccount } from './deposit-helpers';
import { startWorld, type World } from './world';

const BITCOIN = findChain('bitcoin')!;
const CONFIRMED_MS = (BITCOIN.confirmations + 1) * BITCOIN.blockTimeMs;

async function listen(world: World) {
  const heard: Array<{ userId: string; currency: string; amount: number; first: boolean }> = [];
  onDepositCredited(await world.sim.context(), ({ userId, currency, amount }, first) => {
    heard.push({ userId, currency, amount, first });
  });
  return heard;
}

async function sendBtc(world: World, token: string, amount: string) {
  const { wallet } = await depositWallet(world, token, 'btc', 'bitcoin');
  return world.sim.control.sendToAddress({ currency: 'btc', chain: 'bitcoin', address: wallet, amount });
}

describe('the deposit-credited hook', () => {
  it('sees the first deposit as first once, even across a reload', async () => {
    const world = await startWorld({ seed: 'hook-reload' });
    const { token, user } = await verifiedAccount(world);
    const before = await listen(world);
    // The first deposit is credited before the reload, the second is still confirming when it happens.
    await sendBtc(world, token, '0.001');
    await advance(world, CONFIRMED_MS);
    await sendBtc(world, token, '0.002');
    await advance(world, BITCOIN.blockTimeMs);
    expect(before).toEqual([{ userId: user._id, currency: 'btc', amount: 100_000, first: true }]);
    // Processing the credited deposit again tells nobody.
    const ctx = await world.sim.context();
    const credited = await ctx.db.deposits.where('status').equals(1).first();
    expect(await creditDeposit(ctx, credited!._id)).toBe(false);
    await world.sim.close();

    const reopened = await startWorld({
      seed: 'hook-reload',
      dbName: world.dbName,
      startMs: world.clock.now(),
    });
    const after = await listen(reopened);
    await advance(reopened, CONFIRMED_MS);
    expect(after).toEqual([{ userId: user._id, currency: 'btc', amount: 200_000, first: false }]);
    expect(before).toHaveLength(1);
  });

  it('sees a first deposit still confirming at a reload as first, once, after it', async () => {
    const world = await startWorld({ seed: 'hook-first-after-reload' });
    const { token } = await verifiedAccount(world);
    const before = await listen(world);
    await sendBtc(world, token, '0.001');
    await advance(world, BITCOIN.blockTimeMs);
    await world.sim.close();

    const reopened = await startWorld({
      seed: 'hook-first-after-reload',
      dbName: world.dbName,
      startMs: world.clock.now(),
    });
    const after = await listen(reopened);
    await advance(reopened, CONFIRMED_MS);
    await advance(reopened, CONFIRMED_MS);
    expect(before).toEqual([]);
    expect(after.map(({ amount, first }) => ({ amount, first }))).toEqual([{ amount: 100_000, first: true }]);
  });

  it('counts an aggregator deposit as the first, and a later chain deposit as not', async () => {
    const world = await startWorld();
    const { token } = await verifiedAccount(world);
    const heard = await listen(world);
    const invoice = await world.call<DepositWalletAnswer>(
      'POST',
      '/api/wallet/getDepositWallet',
      { currency: 'usdt', amount: 20, depositCurrency: 'usdt', chain: 'trc20' },
      token,
    );
    await world.sim.control.sendToAddress({
      currency: 'usdt',
      chain: 'trc20',
      address: invoice.body.wallet,
      amount: '20',
    });
    await advance(world, 60_000 * 5);
    await sendBtc(world, token, '0.001');
    await advance(world, CONFIRMED_MS);
    expect(heard.map(({ currency, amount, first }) => ({ currency, amount, first }))).toEqual([
      { currency: 'usdt', amount: 2000, first: true },
      { currency: 'btc', amount: 100_000, first: false },
    ]);
  });
});
