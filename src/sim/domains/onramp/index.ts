/**
 * Buy crypto (issue 9 §5): an emulated card on-ramp. Quotes with the provider's and the network's fees, card
 * orders with the emulated bank's 3-D Secure, and the bought coins sent as a transaction on the simulated chain
 * to the player's deposit address, where the chains domain credits them like any deposit. Registered in
 * src/sim/index.ts; the domain (service.ts) loads on first use, to keep the worker's first bundle in budget.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';

const load = () => import('./service');

const ONRAMP_ROUTE_KEYS = [
  'POST /api/onramp/quote',
  'POST /api/onramp/order',
  'POST /api/onramp/order/authenticate',
  'POST /api/onramp/order/cancel',
  'POST /api/onramp/order/status',
  'POST /api/onramp/orders',
] as const satisfies readonly RouteKey[];

export const onrampRoutes = lazyRoutes(ONRAMP_ROUTE_KEYS, async () => (await load()).onrampHandlers);

/** On start: orders paid but not yet sent are sent (loads the domain only if there are any). */
export async function resumeOnramp(ctx: SimContext): Promise<void> {
  if ((await ctx.db.onrampOrders.where('status').equals('paid').count()) > 0)
    await (await load()).resumeOrders(ctx);
}

export const onrampChallengeCode = async (ctx: SimContext, orderId: string) =>
  (await load()).pendingChallengeCode(ctx, orderId);
