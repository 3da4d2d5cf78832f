/**
 * The operator's OAuth 2 authorisation server (platform.md §2 "/oauth/authorize/{requestId}": the page only; the
 * rest is ours, as a real operator would build it). Partner apps are public clients: no client secret, the
 * authorisation code flow with PKCE (S256 only), redirect URIs matched exactly, scopes from a fixed list.
 *
 * The flow: the partner app starts a request (`POST /oauth/requests`), which answers the page's URL; the player
 * opens it signed in, sees the app and the scopes, approves or denies; the answer is the redirect URL with
 * `code` and `state`, or `error=access_denied` and `state`. The app trades the code and its verifier for an
 * access token (`POST /oauth/token`): the code works once, for 60 s. Imported as @contract/oauth.
 */

/** Every scope a partner app may ask for, with what the consent page says it lets the app do. */
export const OAUTH_SCOPES = {
  profile: 'See your player name, avatar and VIP level',
  'balance:read': 'See your balances',
  'bets:read': 'See your bet history',
} as const;
export type OAuthScope = keyof typeof OAUTH_SCOPES;
export const OAUTH_SCOPE_IDS = Object.keys(OAUTH_SCOPES) as OAuthScope[];

/** Lifetimes (operator choices, the usual ones): the request 10 min, the code 60 s, the access token 1 h. */
export const OAUTH_RULES = {
  requestLifeMs: 10 * 60_000,
  codeLifeMs: 60_000,
  tokenLifeMs: 60 * 60_000,
  /** RFC 7636: a verifier is 43 to 128 characters of [A-Za-z0-9-._~]. */
  verifierPattern: /^[A-Za-z0-9\-._~]{43,128}$/,
  /** An S256 challenge: base64url of a SHA-256 digest, 43 characters. */
  challengePattern: /^[A-Za-z0-9\-_]{43}$/,
  stateMaxLength: 500,
} as const;

/** The page a request is shown on. */
export const oauthAuthorizePath = (requestId: string) => `/oauth/authorize/${encodeURIComponent(requestId)}`;

/** A registered partner app, as the consent page shows it. */
export interface OAuthClient {
  client_id: string;
  name: string;
  /** A picture of this build (public/images/oauth). */
  logo: string;
  homepage: string;
  description: string;
}

export type OAuthRequestStatus = 'pending' | 'approved' | 'denied';

/** `GET /api/oauth/request/{requestId}`: what the consent page shows (only while it is pending). */
export interface OAuthRequestView {
  requestId: string;
  client: OAuthClient;
  scopes: OAuthScope[];
  redirect_uri: string;
  /** ms since epoch on the server's clock. */
  expiresAt: number;
}

/** `POST /oauth/requests`: the partner app's start. */
export interface OAuthStartAnswer {
  requestId: string;
  /** The consent page's path on this site. */
  url: string;
  expiresAt: number;
}

/** Approve or deny: where the player's browser goes next, and what that URL carries. */
export interface OAuthDecision {
  redirect: string;
  /** The authorisation code (approve), or null (deny). */
  code: string | null;
  state: string;
}

/** `POST /oauth/token` (RFC 6749 §5.1, as JSON). */
export interface OAuthTokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds. */
  expires_in: number;
  /** The granted scopes, space-separated. */
  scope: string;
}

/** A partner app the player has let in (`GET /api/oauth/grants`). */
export interface OAuthGrant {
  client: OAuthClient;
  scopes: OAuthScope[];
  /** ISO time of the latest approval. */
  grantedAt: string;
}

/**
 * The refusals, with codes of our own (the spec has none for this flow) and their HTTP statuses: an unknown
 * request 404, an expired one 410 Gone, an answered one 409 Conflict; the partner app's mistakes 400 (RFC 6749
 * §5.2 answers invalid_client, invalid_scope and invalid_grant with 400; here in the wire's envelope).
 */
export const OAUTH_ERRORS = {
  unknownRequest: { status: 404, code: 80, message: 'This authorisation request does not exist.' },
  expiredRequest: {
    status: 410,
    code: 81,
    message: 'This authorisation request has expired. Go back to the app and sign in again.',
  },
  usedRequest: { status: 409, code: 82, message: 'This authorisation request has already been answered.' },
  unknownClient: { status: 400, code: 83, message: 'Unknown client.' },
  redirectMismatch: { status: 400, code: 84, message: 'The redirect URI is not registered for this client.' },
  invalidScope: { status: 400, code: 85, message: 'The app asked for a scope it may not have.' },
  invalidGrant: {
    status: 400,
    code: 86,
    message: 'The authorisation code is invalid, expired or already used.',
  },
  unknownGrant: { status: 404, code: 87, message: 'This app has no access to revoke.' },
} as const;
