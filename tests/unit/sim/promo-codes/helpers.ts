/**
 * A promotions world for the tests: a sim on a manual clock without the crowd (../world.ts), players signed
 * up or in, calls by route, and a snapshot of everything an activation or a spin may change.
 */
import type { ApiErrorBody } from '@contract/index';
import { PASSWORD, login, register, startWorld, type Account, type World } from '../world';

export { START_MS, ledgerProblems } from '../world';

export const DAY_MS = 86_400_000;

/** A world whose codes are seeded already (they are written on the domain's first use). */
export async function promoWorld(seed = 'promo-codes') {
  const world = await startWorld({ seed });
  await world.call('POST', '/api/promocode/listPublic');
  return world;
}

export const newPlayer = (world: World) => register(world);
export const demoPlayer = (world: World) => login(world, 'player', 'player123');

/** Signs in again (a day on the clock outlives a session). */
export const signInAgain = (world: World, account: Account) => login(world, account.login, PASSWORD);

export async function post<T = unknown>(world: World, path: string, account: Account | null, body?: unknown) {
  return world.call<T>('POST', path, body, account?.token ?? null);
}

export const activate = (world: World, account: Account | null, code: string) =>
  post<Record<string, unknown>>(world, '/api/promocode/activate', account, { code });

/** The refusal's status, code and message. */
export const refusal = (reply: { status: number; body: unknown }) => {
  const { code, message } = reply.body as ApiErrorBody;
  return { status: reply.status, code, message };
};

/** Everything a refused call must leave as it was. */
export async function snapshot(world: World) {
  const { db } = await world.sim.context();
  const [balances, ledger, codes, activations, rewards, bonuses, bets, notifications, users] =
    await Promise.all([
      db.balances.toArray(),
      db.ledger.count(),
      db.promoCodes.toArray(),
      db.promoActivations.count(),
      db.rewardStates.toArray(),
      db.bonuses.count(),
      db.bets.count(),
      db.notifications.count(),
      db.users.toArray(),
    ]);
  const invitedBy = users.map((user) => [user._id, user.invitedBy]);
  return { balances, ledger, codes, activations, rewards, bonuses, bets, notifications, invitedBy };
}

/** The player's balance of a currency and kind, in minor units. */
export async function balanceOf(world: World, userId: string, currency: string, kind: 'real' | 'bonus') {
  const ctx = await world.sim.context();
  return (await ctx.ledger.balance(userId, currency, kind))?.amount ?? 0;
}
