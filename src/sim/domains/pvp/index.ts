/**
 * Player-versus-player pools (issue 12 §4; platform.md §2 /pvp and /pvp/pool/{poolId}): players open a pool on
 * an upcoming match's outcome and join it with a stake; at kick-off it locks, at the final whistle it settles
 * from the match's result through the ledger, less the house's fee. Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain (service.ts) comes on first use.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';

const load = () => import('./service');

const PVP_ROUTE_KEYS = [
  'POST /api/pvp/pools',
  'POST /api/pvp/pool',
  'POST /api/pvp/open',
  'POST /api/pvp/join',
] as const satisfies readonly RouteKey[];

export const pvpRoutes = lazyRoutes(PVP_ROUTE_KEYS, async () => (await load()).pvpHandlers);

/** On start: the lock and settlement go on for the pools a reload left open (loads the domain only if any). */
export async function resumePvp(ctx: SimContext): Promise<void> {
  if ((await ctx.db.pvpPools.where('status').anyOf('open', 'locked').count()) === 0) return;
  await (await load()).resumePools(ctx);
}
