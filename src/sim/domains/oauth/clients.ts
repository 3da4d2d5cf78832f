/**
 * The partner apps registered with the operator (fixtures/oauth/clients.json): public clients, each with its
 * exact redirect URIs and the scopes it may ask for. A fixed registry: QA adds an app by adding a line there.
 */
import clients from '@fixtures/oauth/clients.json';
import { OAUTH_ERRORS, OAUTH_SCOPES, type OAuthClient, type OAuthScope } from '@contract/oauth';
import { oauthRefusal } from './refusal';

export interface RegisteredClient extends OAuthClient {
  redirect_uris: string[];
  scopes: OAuthScope[];
}

const REGISTRY: readonly RegisteredClient[] = clients as RegisteredClient[];

/** The app of `clientId`; a 400 for an unknown one (never redirected: the redirect URI is not trusted yet). */
export function registeredClient(clientId: string): RegisteredClient {
  const client = REGISTRY.find((entry) => entry.client_id === clientId);
  if (!client) throw oauthRefusal(OAUTH_ERRORS.unknownClient);
  return client;
}

/** What the consent page and the grants list show of an app. */
export const clientView = ({ client_id, name, logo, homepage, description }: OAuthClient): OAuthClient => ({
  client_id,
  name,
  logo,
  homepage,
  description,
});

/** The redirect URI, only if it is one of the app's, character for character (no prefix or host match). */
export function checkRedirect(client: RegisteredClient, redirectUri: string): void {
  if (!client.redirect_uris.includes(redirectUri)) throw oauthRefusal(OAUTH_ERRORS.redirectMismatch);
}

/** The scopes of a space-separated `scope`, each known and allowed to the app, without repeats, in order. */
export function parseScopes(client: RegisteredClient, scope: string): OAuthScope[] {
  const asked = [...new Set(scope.split(' ').filter(Boolean))];
  const allowed = (entry: string): entry is OAuthScope =>
    Object.hasOwn(OAUTH_SCOPES, entry) && client.scopes.includes(entry as OAuthScope);
  if (asked.length === 0 || !asked.every(allowed)) throw oauthRefusal(OAUTH_ERRORS.invalidScope);
  return asked;
}
