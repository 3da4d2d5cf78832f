/**
 * The provider's route in the start-up table: the launch loads the provider's domain on first use, so the
 * worker's first chunk does not grow (like the KYC domain's entry).
 */
import type { RouteKey } from '@contract/index';
import { lazyRoutes } from '../../router';

const PROVIDER_ROUTE_KEYS = ['POST /api/game/launch'] as const satisfies readonly RouteKey[];

export const providerRoutes = lazyRoutes(
  PROVIDER_ROUTE_KEYS,
  async () => (await import('./launch')).launchHandlers,
);
