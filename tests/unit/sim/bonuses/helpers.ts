/**
 * Helpers of the bonus tests: deposits that credit on the manual clock, the bonus calls, a wager through the
 * one hook every real bet passes (domains/wagers), a bonus granted as a promotion would, and the checks of
 * the bonus balance against its records.
 */
import { expect } from 'vitest';
import type { Bonus, DepositBonusAnswer } from '@contract/index';
import { findChain } from '../../../../src/sim/domains/chains/params';
import { grantBonus, type BonusGrant } from '../../../../src/sim/domains/bonuses/grant';
import { txValue } from '../../../../src/sim/domains/games/tx';
import { recordWager, wagerTables, type Wager } from '../../../../src/sim/domains/wagers';
import { advance, depositWallet } from '../deposit-helpers';
import type { World } from '../world';

export { advance, verifiedAccount } from '../deposit-helpers';

const TRON = findChain('trc20')!;
const CONFIRMED_MS = (TRON.confirmations + 1) * TRON.blockTimeMs;

/** Sends `usdt` (a decimal string) to the player's TRC-20 address and lets it confirm and credit. */
export async function depositUsdt(world: World, token: string, usdt: string): Promise<void> {
  const { wallet } = await depositWallet(world, token, 'usdt', 'trc20');
  await world.sim.control.sendToAddress({ currency: 'usdt', chain: 'trc20', address: wallet, amount: usdt });
  await advance(world, CONFIRMED_MS);
}

export async function depositBonusOf(world: World, token: string | null) {
  const reply = await world.call<DepositBonusAnswer>(
    'POST',
    '/api/data/promotions/depositBonus',
    undefined,
    token,
  );
  expect(reply.status).toBe(200);
  return reply.body;
}

export async function bonusesOf(world: World, token: string): Promise<Bonus[]> {
  const reply = await world.call<Bonus[]>('POST', '/api/bonusBalance', undefined, token);
  expect(reply.status).toBe(200);
  return reply.body;
}

export const optIn = (world: World, token: string | null, id: unknown) =>
  world.call('POST', '/api/data/promotions/depositOptIn', { id }, token);

export const cancel = (world: World, token: string | null, id: unknown) =>
  world.call('POST', '/api/cancelBonus', { id }, token);

/** A wager through recordWager, in its own ledger transaction, as a bet's would be. */
export async function wager(world: World, fields: Partial<Wager> & Pick<Wager, 'userId'>): Promise<void> {
  const ctx = await world.sim.context();
  const full: Wager = {
    currency: 'usdt',
    demo: false,
    stake: 100_00,
    at: ctx.clock.now(),
    source: 'originals',
    ...fields,
  };
  await ctx.ledger.transact(wagerTables(ctx.db), (tx) =>
    txValue(null).then(() => recordWager(ctx, tx, full)),
  );
}

/** A bonus granted in its own transaction, as a promotion does. */
export async function grant(world: World, fields: Partial<BonusGrant> & Pick<BonusGrant, 'userId'>) {
  const ctx = await world.sim.context();
  const full: BonusGrant = {
    currency: 'usdt',
    value: 20_00,
    name: 'Test bonus',
    multiplier: 30,
    source: 'test',
    ...fields,
  };
  return ctx.ledger.transact([ctx.db.bonuses, ctx.db.notifications], (tx) =>
    txValue(null).then(() => grantBonus(ctx, tx, full)),
  );
}

export async function balanceOf(world: World, userId: string, kind: 'real' | 'bonus', currency = 'usdt') {
  const ctx = await world.sim.context();
  return (await ctx.ledger.balance(userId, currency, kind))?.amount ?? 0;
}

export async function ledgerRows(world: World, userId: string) {
  const ctx = await world.sim.context();
  const rows = await ctx.db.ledger.orderBy('id').toArray();
  return rows
    .filter((row) => row.userId === userId && row.reason !== 'seed')
    .map(({ kind, delta, reason, currency }) => ({ kind, delta, reason, currency }));
}

/**
 * The bonus balance's own rule: for every player and currency, the balance of kind 'bonus' is the sum of the
 * active bonuses' values. Returns the disagreements.
 */
export async function bonusBalanceProblems(world: World): Promise<string[]> {
  const { db } = await world.sim.context();
  const [balances, bonuses] = await Promise.all([
    db.balances.filter((balance) => balance.kind === 'bonus').toArray(),
    db.bonuses.where('status').equals('active').toArray(),
  ]);
  const held = new Map<string, number>();
  for (const bonus of bonuses) {
    const key = `${bonus.userId}/${bonus.currency}`;
    held.set(key, (held.get(key) ?? 0) + bonus.value);
  }
  const problems: string[] = [];
  for (const balance of balances) {
    const key = `${balance.userId}/${balance.currency}`;
    if (balance.amount !== (held.get(key) ?? 0))
      problems.push(`${key}: bonus balance ${balance.amount} != active ${held.get(key) ?? 0}`);
    held.delete(key);
  }
  for (const [key, value] of held) if (value !== 0) problems.push(`${key}: active ${value} without balance`);
  for (const bonus of bonuses)
    if (bonus.wageredMicroUsd < 0) problems.push(`${bonus._id}: wagered ${bonus.wageredMicroUsd}`);
  return problems;
}
