/**
 * The affiliate programme (platform.md §1, community.md §2): a player's code (their login), the players it
 * brought, and their commission (wagers.ts), paid at 0:00 on the sim clock (payout.ts). Registered in
 * src/sim/index.ts. The answer and the payout load on first use.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import { authed, lazyRoutes, type RouteHandlers } from '../../router';

const AFFILIATE_ROUTE_KEYS = ['POST /api/affiliate'] as const satisfies readonly RouteKey[];

export const affiliateRoutes: RouteHandlers = lazyRoutes(AFFILIATE_ROUTE_KEYS, async () => {
  const { affiliateAnswer } = await import('./answer');
  return {
    'POST /api/affiliate': async (input) => {
      const { ctx, user } = authed(input);
      return affiliateAnswer(ctx, user);
    },
  };
});

/** Schedules the commission payouts. */
export async function startAffiliate(ctx: SimContext): Promise<void> {
  await (await import('./payout')).schedulePayouts(ctx);
}
