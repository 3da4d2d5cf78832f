/**
 * A futures world for the tests: a sim on a manual clock without the crowd (tests/unit/sim/world.ts), its desk
 * opened on a fake market (fake-market.ts) before any call, and a signed-in player with real and demo USDT.
 */
import type { ApiErrorBody } from '@contract/index';
import type { FuturesPosition } from '@contract/trading';
import type { OpenPositionBody } from '@contract/trading-routes';
import { openDesk } from '../../../src/sim/domains/futures/service';
import type { BalanceKind } from '../../../src/sim/services/db';
import { register, startWorld, type Account, type World } from '../sim/world';
import { fakeMarkets } from './fake-market';

export { ledgerProblems, register, START_MS } from '../sim/world';

/** What the player starts with, in USDT cents, on each balance. */
export const FUNDS = 100_000;

export async function credit(world: World, userId: string, kind: BalanceKind, delta: number) {
  const ctx = await world.sim.context();
  await ctx.ledger.transact([], async (tx) => {
    await tx.apply({ userId, currency: 'usdt', kind, delta, reason: 'test-credit', ref: 'test' });
  });
}

export async function futuresWorld(seed = 'futures-test') {
  const world = await startWorld({ seed });
  const ctx = await world.sim.context();
  const markets = fakeMarkets(world.clock.now());
  const desk = openDesk(ctx, markets);
  const player = await register(world);
  await credit(world, player.user._id, 'real', FUNDS);
  await credit(world, player.user._id, 'demo', FUNDS);
  return { world, ctx, markets, desk, player };
}

export const openBody = (patch: Partial<OpenPositionBody> = {}): OpenPositionBody => ({
  ticker: 'BTC',
  direction: 'up',
  wager: 10,
  currency: 'usdt',
  demo: false,
  multiplier: 100,
  ...patch,
});

export async function openAs(world: World, account: Account, patch: Partial<OpenPositionBody> = {}) {
  return world.call<FuturesPosition | ApiErrorBody>(
    'POST',
    '/api/trading/open',
    openBody(patch),
    account.token,
  );
}

/** An answer that must be a position. */
export function positionOf(reply: { status: number; body: unknown }): FuturesPosition {
  if (reply.status !== 200)
    throw new Error(`Expected a position: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as FuturesPosition;
}

export async function balanceOf(world: World, userId: string, kind: BalanceKind = 'real') {
  const ctx = await world.sim.context();
  return (await ctx.ledger.balance(userId, 'usdt', kind))?.amount ?? 0;
}

/** Moves the clock in steps of `stepMs`, running what falls due after each (a running page's scheduler). */
export async function pass(world: World, ms: number, stepMs = 1_000) {
  for (let passed = 0; passed < ms; passed += stepMs) {
    await world.sim.control.advance(Math.min(stepMs, ms - passed));
    await world.sim.control.settle();
  }
}
