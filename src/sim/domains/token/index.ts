/**
 * The native token and its analytics (issue 11 §3; platform.md §7): the token's price and the eight analytics
 * calls, answered from the house's revenue on the ledger. Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain (routes.ts and what it imports) loads on its
 * first call, and the ledger's roll-up (rollup.ts) on the crowd's first pruning of its history. The cash
 * share's weekly payout waits on the sim clock (revshare-schedule.ts) and loads its work when a week ends.
 */
import { ANALYTICS_ROUTES } from '@contract/analytics';
import { TOKEN_PUBLIC_ROUTES } from '@contract/token';
import { lazyRoutes } from '../../router';

export const tokenRoutes = lazyRoutes(
  [...TOKEN_PUBLIC_ROUTES, ...ANALYTICS_ROUTES],
  async () => (await import('./routes')).tokenHandlers,
);

export { startRevShare } from './revshare-schedule';
