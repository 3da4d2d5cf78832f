/**
 * The profile page's Bets and Statistics tabs (contract/profile-stats.ts). Registered in src/sim/index.ts; the
 * handlers load on their first call.
 */
import type { RouteKey } from '@contract/index';
import { lazyRoutes } from '../../router';

const PROFILE_STATS_ROUTE_KEYS = [
  'POST /api/profile/bets',
  'GET /api/profile/{id}/stats',
] as const satisfies readonly RouteKey[];

export const profileStatsRoutes = lazyRoutes(
  PROFILE_STATS_ROUTE_KEYS,
  async () => (await import('./service')).profileStatsHandlers,
);
