/**
 * The operator's OAuth 2 authorisation server (contract/oauth.ts): partner apps' requests, the player's consent,
 * one-time codes with PKCE, access tokens and grants. Registered in src/sim/index.ts; the domain itself
 * (service.ts) loads on its first call, so that the worker's first bundle does not grow.
 */
import type { RouteKey } from '@contract/index';
import { lazyRoutes } from '../../router';

const OAUTH_ROUTE_KEYS = [
  'POST /oauth/requests',
  'GET /api/oauth/request/{requestId}',
  'POST /api/oauth/request/{requestId}/approve',
  'POST /api/oauth/request/{requestId}/deny',
  'POST /oauth/token',
  'GET /api/oauth/grants',
  'POST /api/oauth/grants/revoke',
] as const satisfies readonly RouteKey[];

export const oauthRoutes = lazyRoutes(
  OAUTH_ROUTE_KEYS,
  async () => (await import('./service')).oauthHandlers,
);
