/** Helpers of the staff page's sim tests: a world with the demo admin and player signed in, and typed calls. */
import type { ApiErrorBody, RouteKey } from '@contract/index';
import type { AdminUserDetails } from '@contract/admin';
import { login, startWorld, type Account, type Reply, type World } from '../sim/world';

export interface Office {
  world: World;
  admin: Account;
  player: Account;
}

export async function office(): Promise<Office> {
  const world = await startWorld();
  const admin = await login(world, 'admin', 'admin123');
  const player = await login(world, 'player', 'player123');
  return { world, admin, player };
}

/** A staff call by route key. */
export function staffCall<T = AdminUserDetails & ApiErrorBody>(
  world: World,
  route: RouteKey,
  body: unknown,
  token: string | null,
): Promise<Reply<T>> {
  const [method, path] = route.split(' ') as ['POST', string];
  return world.call<T>(method, path, body, token);
}

/** Moves the manual clock and runs what fell due. */
export async function advance(world: World, ms: number): Promise<void> {
  world.clock.advance(ms);
  await world.sim.control.settle();
}

/** Every row of the tables the staff calls write, to compare before and after a refused call. */
export async function snapshot(world: World) {
  const { db } = await world.sim.context();
  const [users, sessions, balances, ledger, staffActions] = await Promise.all([
    db.users.toArray(),
    db.sessions.toArray(),
    db.balances.toArray(),
    db.ledger.toArray(),
    db.staffActions.toArray(),
  ]);
  return { users, sessions, balances, ledger, staffActions };
}
