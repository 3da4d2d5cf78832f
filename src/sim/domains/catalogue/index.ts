/**
 * The casino floor's catalogue (issue 10 §1): about 80 providers and 3,000 games from fixtures/catalogue,
 * the hero's slides, favourites and the players' jurisdiction. The entry only names the routes; the domain
 * and its fixtures load on the first call, so the worker's start-up bundle does not carry them.
 */
import type { RouteKey, SimRequest } from '@contract/index';
import { lazyRoutes } from '../../router';

/** The catalogue's reads of fixtures alone (service.ts STATIC_CATALOGUE_ANSWERS), answerable before boot. */
const STATIC_READS = [
  'POST /api/data/gamesFilter',
  'GET /api/game-providers',
  'POST /api/data/providers',
  'POST /api/data/providerDirectory',
  'POST /api/slides',
] as const satisfies readonly RouteKey[];

const CATALOGUE_ROUTE_KEYS = [
  ...STATIC_READS,
  'POST /api/checkJurisdiction',
  'POST /api/user/favourites',
  'POST /api/user/favourites/set',
] as const satisfies readonly RouteKey[];

export const catalogueRoutes = lazyRoutes(
  CATALOGUE_ROUTE_KEYS,
  async () => (await import('./service')).catalogueHandlers,
);

export type StaticCatalogueRead = (typeof STATIC_READS)[number];

/** The route key of a static catalogue read, or null for any other request. */
export function staticCatalogueRead(request: SimRequest): StaticCatalogueRead | null {
  const method = typeof request.method === 'string' ? request.method.toUpperCase() : '';
  const path = typeof request.path === 'string' ? request.path.split('?')[0] : '';
  const key = `${method} ${path}`;
  return (STATIC_READS as readonly string[]).includes(key) ? (key as StaticCatalogueRead) : null;
}
