/**
 * The partner app's side of the flow, played by this page for QA (the demo panel's "Partner app sign-in"): it
 * makes a PKCE pair, starts a request for one of the registered apps and, once the player approved, trades the
 * code for a token. What it must remember between the two (verifier, redirect URI) stays in this tab's
 * sessionStorage, as a real app keeps it in its session.
 */
import clients from '@fixtures/oauth/clients.json';
import type { OAuthTokenAnswer } from '@contract/oauth';
import { api } from '../../api/api';

export interface PartnerApp {
  client_id: string;
  name: string;
  redirect_uris: string[];
  scopes: string[];
}

export const PARTNER_APPS: readonly PartnerApp[] = clients;

interface PartnerSession {
  clientId: string;
  redirectUri: string;
  verifier: string;
}

const STORAGE_PREFIX = 'betkings:oauth-partner:';

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomText = (bytes: number) => base64Url(crypto.getRandomValues(new Uint8Array(bytes)));

/** RFC 7636: a 43-character verifier and its S256 challenge. */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomText(32);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)) };
}

/** Starts a sign-in for `app` with every scope it may ask for; answers the consent page's path. */
export async function startPartnerSignIn(app: PartnerApp): Promise<string> {
  const { verifier, challenge } = await pkcePair();
  const redirectUri = app.redirect_uris[0]!;
  const started = await api('POST /oauth/requests', {
    client_id: app.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: app.scopes.join(' '),
    state: randomText(12),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const session: PartnerSession = { clientId: app.client_id, redirectUri, verifier };
  sessionStorage.setItem(STORAGE_PREFIX + started.requestId, JSON.stringify(session));
  return started.url;
}

function partnerSession(requestId: string): PartnerSession | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_PREFIX + requestId) ?? 'null') as PartnerSession | null;
  } catch {
    return null;
  }
}

/** Whether this tab started `requestId` (and so can play the app's token call). */
export const startedHere = (requestId: string) => partnerSession(requestId) !== null;

/** The app's token call for an approved request this tab started. */
export async function exchangeCode(requestId: string, code: string): Promise<OAuthTokenAnswer> {
  const session = partnerSession(requestId);
  if (!session) throw new Error('This request was not started in this tab.');
  const answer = await api('POST /oauth/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: session.redirectUri,
    client_id: session.clientId,
    code_verifier: session.verifier,
  });
  sessionStorage.removeItem(STORAGE_PREFIX + requestId);
  return answer;
}
