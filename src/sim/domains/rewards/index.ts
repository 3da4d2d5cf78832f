/**
 * Rewards (community.md §4, §7, §9): the faucet, rakeback, the daily cashback and the notifications list.
 * Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the handlers (service.ts) come on first use, the cashback's
 * payouts on the first midnight with play to pay.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';
import { startCashback } from './cashback-clock';

const load = () => import('./service');

const REWARD_ROUTE_KEYS = [
  'POST /api/data/notifications',
  'POST /api/promocode/bonus',
  'POST /api/data/promotions/rakeback',
  'POST /api/data/rakeback',
  'POST /api/data/claimRakeback',
  'POST /api/data/cashback',
] as const satisfies readonly RouteKey[];

export const rewardRoutes = lazyRoutes(REWARD_ROUTE_KEYS, async () => (await load()).rewardHandlers);

/** Schedules the daily cashback on the sim clock (and settles the days a reload or a clock jump missed). */
export async function startRewards(ctx: SimContext): Promise<void> {
  await startCashback(ctx);
}
