/** Shared steps of the VIP and affiliate tests: wagers recorded as a bet records them, deposits, totals. */
import { expect } from 'vitest';
import { HTTP, type Notification, type VipData, type VipLevel } from '@contract/index';
import type { SimContext } from '../../../../src/sim/context';
import { findChain } from '../../../../src/sim/domains/chains/params';
import { recordWager, wagerTables, type Wager } from '../../../../src/sim/domains/wagers';
import { advance, depositWallet } from '../deposit-helpers';
import type { World } from '../world';

const BITCOIN = findChain('bitcoin')!;
export const BTC_CONFIRMED_MS = (BITCOIN.confirmations + 1) * BITCOIN.blockTimeMs;

/** Records a stake in its own transaction, as a bet's transaction does (usdt by default, real money). */
export async function wager(world: World, userId: string, stake: number, extra: Partial<Wager> = {}) {
  const ctx = await world.sim.context();
  const at = ctx.clock.now();
  const entry: Wager = { userId, currency: 'usdt', demo: false, stake, at, source: 'originals', ...extra };
  await ctx.ledger.transact(wagerTables(ctx.db), (tx) => Promise.resolve(recordWager(ctx, tx, entry)));
}

/** Sends bitcoin to the player's deposit address and waits for its credit. */
export async function depositBtc(world: World, token: string, amount: string) {
  const { wallet } = await depositWallet(world, token, 'btc', 'bitcoin');
  await world.sim.control.sendToAddress({ currency: 'btc', chain: 'bitcoin', address: wallet, amount });
  await advance(world, BTC_CONFIRMED_MS);
}

export async function vipAnswer(world: World, token: string | null) {
  const reply = await world.call<{ levels: VipLevel[]; data: VipData | null }>('POST', '/api/vip', {}, token);
  expect(reply.status).toBe(HTTP.ok);
  return reply.body;
}

export async function totals(world: World, userId: string) {
  const ctx: SimContext = await world.sim.context();
  return ctx.db.playerTotals.get(userId);
}

export async function notifications(world: World, userId: string): Promise<Notification[]> {
  const { db } = await world.sim.context();
  return db.notifications.filter((row) => row.userId === userId).sortBy('createdAt');
}
