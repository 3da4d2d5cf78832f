/**
 * The OAuth calls in the route map (oauth.ts says the flow). The spec names only the consent page, so every call
 * is an extension (README "What a real API must provide"). The partner app's two calls are public: it has no
 * player session (a public client, PKCE instead of a secret).
 */
import type { OkAnswer } from './routes';
import type {
  OAuthDecision,
  OAuthGrant,
  OAuthRequestView,
  OAuthStartAnswer,
  OAuthTokenAnswer,
} from './oauth';
import type { OAuthRevokeBody, OAuthStartBody, OAuthTokenBody } from './oauth-schemas';

export interface OAuthRouteMap {
  'POST /oauth/requests': { body: OAuthStartBody; answer: OAuthStartAnswer };
  'GET /api/oauth/request/{requestId}': { body: void; answer: OAuthRequestView };
  'POST /api/oauth/request/{requestId}/approve': { body: void; answer: OAuthDecision };
  'POST /api/oauth/request/{requestId}/deny': { body: void; answer: OAuthDecision };
  'POST /oauth/token': { body: OAuthTokenBody; answer: OAuthTokenAnswer };
  'GET /api/oauth/grants': { body: void; answer: OAuthGrant[] };
  'POST /api/oauth/grants/revoke': { body: OAuthRevokeBody; answer: OkAnswer };
}

export const OAUTH_PUBLIC_ROUTES = ['POST /oauth/requests', 'POST /oauth/token'] as const;

/**
 * Why: the spec names the /oauth/authorize/{requestId} page but no call behind it: the partner app starts a
 * request (client, redirect URI, scopes, PKCE challenge), the page reads and answers it, the app trades the
 * one-time code and its verifier for a token. One object for all five keeps the first bundle small.
 */
const consent = { feature: 'App authorisation' };
const apps = {
  feature: 'Connected apps',
  // Why: the player lists and revokes the partner apps they let in; the spec names no call
};

export const OAUTH_EXTENSION_ROUTES = {
  'POST /oauth/requests': consent,
  'GET /api/oauth/request/{requestId}': consent,
  'POST /api/oauth/request/{requestId}/approve': consent,
  'POST /api/oauth/request/{requestId}/deny': consent,
  'POST /oauth/token': consent,
  'GET /api/oauth/grants': apps,
  'POST /api/oauth/grants/revoke': apps,
} as const;
