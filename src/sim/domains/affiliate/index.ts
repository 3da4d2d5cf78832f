/**
 * The affiliate programme (platform.md §1, community.md §2): a player's code (their login), the players it
 * brought, and their commission, paid at 0:00 on the sim clock. Registered in src/sim/index.ts.
 */
import type { SimContext } from '../../context';
import type { RouteHandlers } from '../../router';

export const affiliateRoutes: RouteHandlers = {};

/** Schedules the commission payouts. */
export async function startAffiliate(_ctx: SimContext): Promise<void> {}
