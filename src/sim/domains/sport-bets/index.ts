/**
 * The product's own bet slip (issue 12 §2; platform.md §4 bet slip statuses, §8 its errors, §9 sport limits):
 * bets queued, then accepted or refused on the sim clock, settled from the sports world's results whether or
 * not a tab watches, every change of money through the ledger, settled bets in the bet lists and the live
 * feed. Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain (service.ts) and the sports model come on first
 * use.
 */
import type { RouteKey } from '@contract/index';
import { SPORT_BET_STATUS } from '@contract/sport-bets';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';

const load = () => import('./service');

const SPORT_BET_ROUTE_KEYS = [
  'POST /api/sport/bet',
  'POST /api/sport/bet/queue',
  'POST /api/sport/bets',
] as const satisfies readonly RouteKey[];

export const sportBetRoutes = lazyRoutes(SPORT_BET_ROUTE_KEYS, async () => (await load()).sportBetHandlers);

/** On start: verdicts and settlement go on for what a reload left waiting (loads the domain only if any). */
export async function resumeSportBets(ctx: SimContext): Promise<void> {
  const [queued, pending] = await Promise.all([
    ctx.db.sportBetQueue.where('status').equals('queued').count(),
    ctx.db.sportBets.where('status').equals(SPORT_BET_STATUS.pending).count(),
  ]);
  if (queued + pending === 0) return;
  await (await load()).bookOf(ctx);
}
