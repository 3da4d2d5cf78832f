/**
 * Futures (issue 11 §2; platform.md §2, §9; community.md §3): positions up to 1000x on the markets' price
 * path, settled on the sim clock (bust, take profit, stop loss) whether or not a tab watches, every change of
 * money through the ledger, public trades on the trading server. Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain (service.ts) and the market model come on
 * first use.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';

const load = () => import('./service');

const FUTURES_ROUTE_KEYS = [
  'POST /api/trading/trades',
  'POST /api/trading/open',
  'POST /api/trading/close',
  'POST /api/trading/limits',
  'POST /api/trading/positions',
] as const satisfies readonly RouteKey[];

export const futuresRoutes = lazyRoutes(FUTURES_ROUTE_KEYS, async () => (await load()).futuresHandlers);

/** On start: settlement goes on for the positions a reload left open (loads the domain only if any). */
export async function resumeFutures(ctx: SimContext): Promise<void> {
  if ((await ctx.db.positions.where('status').equals('open').count()) === 0) return;
  await (await load()).deskOf(ctx);
}
