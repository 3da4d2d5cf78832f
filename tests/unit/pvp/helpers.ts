/**
 * A pools world for the tests: a sim on a manual clock without the crowd (tests/unit/sim/world.ts), players
 * with real and demo USDT (a dollar each cent), and the sports model's upcoming matches to open pools on.
 */
import type { ApiErrorBody } from '@contract/index';
import type { OpenPvpPoolBody, PvpPool } from '@contract/pvp';
import type { Match } from '@contract/sports';
import { loadSportsModel } from '../../../src/sim/domains/sports';
import type { BalanceKind } from '../../../src/sim/services/db';
import { register, startWorld, type Account, type World, type WorldOptions } from '../sim/world';

export { ledgerProblems, START_MS } from '../sim/world';

/** What each player starts with, in USDT cents, on each balance. */
export const FUNDS = 100_000;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export async function credit(world: World, userId: string, kind: BalanceKind, delta: number) {
  const ctx = await world.sim.context();
  await ctx.ledger.transact([], async (tx) => {
    await tx.apply({ userId, currency: 'usdt', kind, delta, reason: 'test-credit', ref: 'test' });
  });
}

export async function player(world: World, funds = FUNDS): Promise<Account> {
  const account = await register(world);
  if (funds > 0) {
    await credit(world, account.user._id, 'real', funds);
    await credit(world, account.user._id, 'demo', funds);
  }
  return account;
}

export async function pvpWorld(seed: string, options: WorldOptions = {}) {
  const world = await startWorld({ seed, ...options });
  const ctx = await world.sim.context();
  const model = await loadSportsModel(ctx);
  return { world, ctx, model, players: [await player(world), await player(world), await player(world)] };
}

/** The first match of a sport that starts between `from` and `to` from now (ms). */
export async function upcoming(world: World, sportId: number, from = 10 * MINUTE, to = 20 * HOUR) {
  const model = await loadSportsModel(await world.sim.context());
  const now = world.clock.now();
  const match = model
    .matches(sportId, now, now + to)
    .find((entry: Match) => entry.status === 'scheduled' && entry.startsAt - now > from);
  if (!match) throw new Error(`No match of sport ${sportId} in the window`);
  return match;
}

export const openBody = (matchId: string, patch: Partial<OpenPvpPoolBody> = {}): OpenPvpPoolBody => ({
  matchId,
  side: 'home',
  stake: 10,
  currency: 'usdt',
  demo: false,
  ...patch,
});

export const openAs = (world: World, account: Account, body: OpenPvpPoolBody) =>
  world.call<PvpPool | ApiErrorBody>('POST', '/api/pvp/open', body, account.token);

export const joinAs = (world: World, account: Account, poolId: string, side: string, stake: number) =>
  world.call<PvpPool | ApiErrorBody>('POST', '/api/pvp/join', { poolId, side, stake }, account.token);

/** An answer that must be a pool. */
export function poolOf(reply: { status: number; body: unknown }): PvpPool {
  if (reply.status !== 200) throw new Error(`Expected a pool: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as PvpPool;
}

export async function balanceOf(world: World, userId: string, kind: BalanceKind = 'real') {
  const ctx = await world.sim.context();
  return (await ctx.ledger.balance(userId, 'usdt', kind))?.amount ?? 0;
}

/** Moves the clock to `at` and runs what fell due. */
export async function advanceTo(world: World, at: number) {
  await world.sim.control.advance(Math.max(0, at - world.clock.now()));
  await world.sim.control.settle();
}

/** What a failed call must leave alone: balances, ledger rows and pools, as stored. */
export async function moneyAndPools(world: World) {
  const { db } = await world.sim.context();
  return {
    balances: await db.balances.toArray(),
    ledger: await db.ledger.count(),
    pools: await db.pvpPools.toArray(),
  };
}
