/**
 * Shared steps of the rewards tests: a world on a manual clock (../world.ts), a player with a credited deposit,
 * the demo player's real bets, reward calls and the rows they write.
 */
import { expect } from 'vitest';
import { HTTP } from '@contract/index';
import { findChain } from '../../../../src/sim/domains/chains/params';
import { limbo, play } from '../../sim-games/helpers';
import { advance, depositWallet, verifiedAccount } from '../deposit-helpers';
import type { Account, World } from '../world';

export { advance } from '../deposit-helpers';
export { errorBody, login, register, startWorld, START_MS, type World } from '../world';

const BITCOIN = findChain('bitcoin')!;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A verified player whose 0.001 BTC deposit is credited (the faucet's condition). */
export async function depositedPlayer(world: World): Promise<Account> {
  const account = await verifiedAccount(world);
  const { wallet } = await depositWallet(world, account.token, 'btc', 'bitcoin');
  await world.sim.control.sendToAddress({
    currency: 'btc',
    chain: 'bitcoin',
    address: wallet,
    amount: '0.001',
  });
  await advance(world, (BITCOIN.confirmations + 1) * BITCOIN.blockTimeMs);
  return account;
}

/** A limbo round of `bet` USDT (real unless `demo`); a target of 1000 all but surely loses. */
export async function bet(
  world: World,
  token: string,
  amount: number,
  options: { demo?: boolean; target?: number } = {},
) {
  const reply = await play(world, token, limbo(amount, options.target ?? 2, { demo: options.demo ?? false }));
  expect(reply.status).toBe(HTTP.ok);
  return reply.body;
}

/** A POST of the rewards' calls with the player's token. */
export const post = <T>(world: World, path: string, token: string | null, body?: unknown) =>
  world.call<T>('POST', path, body, token);

export async function ledgerRows(world: World, userId: string, reason: string) {
  const { db } = await world.sim.context();
  return db.ledger
    .where('userId')
    .equals(userId)
    .filter((row) => row.reason === reason)
    .toArray();
}

export async function setVipLevel(world: World, userId: string, vipLevel: number) {
  const { db } = await world.sim.context();
  await db.users.update(userId, { vipLevel });
}

/** Moves the clock `ms` on with the player online (a call each hour keeps the session from idling out). */
export async function passTime(world: World, token: string, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= HOUR_MS) {
    await advance(world, Math.min(HOUR_MS, left));
    await world.call('GET', '/api/user', undefined, token);
  }
}
