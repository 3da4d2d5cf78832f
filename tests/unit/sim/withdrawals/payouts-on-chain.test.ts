/**
 * A paid withdrawal is a transaction on its simulated chain: the explorer lists it to the address under the
 * txid the withdraw history shows, in the chain's format; a reload between the paid status and the chain puts
 * it on the chain once; a payout to one of the sim's own deposit addresses is that player's deposit.
 */
import { describe, expect, it } from 'vitest';
import { toMinor, type Currency } from '@contract/index';
import { WITHDRAW_RULES, WITHDRAW_STATUS } from '@contract/withdrawals';
import { DEPOSIT_STATUS } from '@contract/deposits';
import { findChain } from '../../../../src/sim/domains/chains/params';
import { depositHistory, depositWallet, verifiedAccount } from '../deposit-helpers';
import { ledgerProblems, register, startWorld, type Account, type World } from '../world';
import { HOUR_MS, advance, fundedPlayer, history, withdraw } from './helpers';

const TXID_FORMATS: Record<string, RegExp> = {
  trc20: /^[0-9a-f]{64}$/,
  erc20: /^0x[0-9a-f]{64}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{87,88}$/,
};
const ADDRESSES: Record<string, string> = {
  trc20: 'TXYZ1234address',
  erc20: '0x52908400098527886E0F7030069857D2E4169EE7',
  solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
};

async function paidEntry(world: World, account: Account, id: string) {
  const entry = (await history(world, account)).body.find((row) => row._id === id)!;
  expect(entry.status).toBe(WITHDRAW_STATUS.paid);
  return entry;
}

async function onChain(world: World, chain: string, address: string) {
  return world.sim.control.explorerTransactions(chain, address);
}

describe('a paid withdrawal on its chain', () => {
  it.each(['trc20', 'erc20'])(
    'an automatic USDT payout on %s shows in the explorer under the history txid',
    async (chain) => {
      const world = await startWorld();
      const player = await fundedPlayer(world, '1000');
      const order = await withdraw(world, player, { sum: 50, type: chain, wallet: ADDRESSES[chain] });
      await advance(world, WITHDRAW_RULES.autoDelayMs.max);
      const entry = await paidEntry(world, player, order.body._id);
      expect(entry.txid).toMatch(TXID_FORMATS[chain]!);
      const txs = await onChain(world, chain, ADDRESSES[chain]!);
      expect(txs).toEqual([
        expect.objectContaining({ txid: entry.txid, currency: 'usdt', amount: entry.sum - entry.fee }),
      ]);
      const { db } = await world.sim.context();
      expect((await db.payouts.get(entry.txid!))!.state).toBe('broadcast');
    },
  );

  it('a staff-approved Solana payout has a base58 signature and confirms block by block', async () => {
    const world = await startWorld();
    const player = await register(world);
    const ctx = await world.sim.context();
    await ctx.ledger.transact([], async (tx) => {
      await tx.apply({
        userId: player.user._id,
        currency: 'sol',
        kind: 'real',
        delta: toMinor('20', 8)!,
        reason: 'test_credit',
        ref: 'test',
      });
    });
    await ctx.db.users.update(player.user._id, { email_verified: true });
    const order = await withdraw(world, player, {
      currency: 'sol',
      type: 'solana',
      sum: 10,
      wallet: ADDRESSES.solana,
    });
    expect(order.body.status).toBe(WITHDRAW_STATUS.queued);
    const approved = await world.sim.control.approveWithdrawal(order.body._id);
    expect(approved.txid).toMatch(TXID_FORMATS.solana!);
    const [tx] = await onChain(world, 'solana', ADDRESSES.solana!);
    expect(tx).toMatchObject({ txid: approved.txid, confirmations: 0 });
    await advance(world, 10 * findChain('solana')!.blockTimeMs);
    expect((await onChain(world, 'solana', ADDRESSES.solana!))[0]!.confirmations).toBeGreaterThan(0);
  });

  it('a reload between the paid status and the chain puts the payout on the chain exactly once', async () => {
    for (const chainAlreadyHasIt of [false, true]) {
      const world = await startWorld({ seed: 'payout-reload' });
      const player = await fundedPlayer(world, '1000');
      const order = await withdraw(world, player, { sum: 50, wallet: ADDRESSES.trc20 });
      await advance(world, WITHDRAW_RULES.autoDelayMs.max);
      const { txid } = await paidEntry(world, player, order.body._id);
      // The state a reload finds when the worker stopped after the paid status committed.
      const { db } = await world.sim.context();
      await db.payouts.update(txid!, { state: 'queued' });
      if (!chainAlreadyHasIt) await db.chainTxs.delete(txid!);
      await world.sim.close();

      const reloaded = await startWorld({
        seed: 'payout-reload',
        dbName: world.dbName,
        startMs: world.clock.now(),
      });
      const txs = await onChain(reloaded, 'trc20', ADDRESSES.trc20!);
      expect(txs.map((tx) => tx.txid)).toEqual([txid]);
      const again = await reloaded.sim.context();
      expect((await again.db.payouts.get(txid!))!.state).toBe('broadcast');
      expect(await again.db.chainTxs.where('txid').equals(txid!).count()).toBe(1);
      expect(await ledgerProblems(reloaded)).toEqual([]);
    }
  });

  it("a payout to another player's deposit address becomes that player's deposit after the confirmations", async () => {
    const world = await startWorld();
    const sender = await fundedPlayer(world, '1000');
    const receiver = await verifiedAccount(world);
    const { wallet } = await depositWallet(world, receiver.token, 'usdt', 'trc20');
    const order = await withdraw(world, sender, { sum: 50, wallet, type: 'trc20' });
    await advance(world, WITHDRAW_RULES.autoDelayMs.max);
    const entry = await paidEntry(world, sender, order.body._id);
    const [pending] = await depositHistory(world, receiver.token);
    expect(pending).toMatchObject({
      txid: entry.txid,
      status: DEPOSIT_STATUS.pending,
      sum: entry.sum - entry.fee,
    });
    await advance(world, HOUR_MS);
    expect((await depositHistory(world, receiver.token))[0]).toMatchObject({
      txid: entry.txid,
      status: DEPOSIT_STATUS.credited,
    });
    const currencies = (
      await world.call<Currency[]>('POST', '/api/data/currencies', undefined, receiver.token)
    ).body;
    expect(currencies.find((entry) => entry.id === 'usdt')!.balance.real).toBe(entry.sum - entry.fee);
    expect(await ledgerProblems(world)).toEqual([]);
  });
});
