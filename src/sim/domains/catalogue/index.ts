/**
 * The casino floor's catalogue (issue 10 §1): about 80 providers and 3,000 games from fixtures/catalogue,
 * the hero's slides, favourites and the players' jurisdiction. The entry only names the routes; the domain
 * and its fixtures load on the first call, so the worker's start-up bundle does not carry them.
 */
import type { RouteKey } from '@contract/index';
import { lazyRoutes } from '../../router';

const CATALOGUE_ROUTE_KEYS = [
  'POST /api/data/gamesFilter',
  'GET /api/game-providers',
  'POST /api/data/providers',
  'POST /api/data/providerDirectory',
  'POST /api/slides',
  'POST /api/checkJurisdiction',
  'POST /api/user/favourites',
  'POST /api/user/favourites/set',
] as const satisfies readonly RouteKey[];

export const catalogueRoutes = lazyRoutes(
  CATALOGUE_ROUTE_KEYS,
  async () => (await import('./service')).catalogueHandlers,
);
