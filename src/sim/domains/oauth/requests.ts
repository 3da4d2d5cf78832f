/**
 * Authorisation requests: the partner app starts one, the signed-in player reads it on the consent page and
 * approves (a one-time code for the app) or denies it. A request lives 10 minutes and is answered once.
 */
import { OAUTH_ERRORS, OAUTH_RULES, oauthAuthorizePath } from '@contract/oauth';
import type { OAuthDecision, OAuthRequestView, OAuthStartAnswer } from '@contract/oauth';
import type { OAuthStartBody } from '@contract/oauth-schemas';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import type { OAuthRequestRecord } from '../../services/db-oauth';
import { checkRedirect, clientView, parseScopes, registeredClient } from './clients';
import { credentialHash, newCredential } from './credentials';
import { oauthRefusal } from './refusal';

const REQUEST_ID_LENGTH = 24;
const CODE_LENGTH = 40;

export async function startRequest(ctx: SimContext, body: OAuthStartBody): Promise<OAuthStartAnswer> {
  const client = registeredClient(body.client_id);
  checkRedirect(client, body.redirect_uri);
  const scopes = parseScopes(client, body.scope);
  const now = ctx.clock.now();
  const record: OAuthRequestRecord = {
    requestId: newCredential(ctx, REQUEST_ID_LENGTH),
    clientId: client.client_id,
    redirectUri: body.redirect_uri,
    scopes,
    state: body.state,
    codeChallenge: body.code_challenge,
    createdAt: now,
    expiresAt: now + OAUTH_RULES.requestLifeMs,
    status: 'pending',
    userId: null,
    decidedAt: null,
  };
  await ctx.db.oauthRequests.add(record);
  return {
    requestId: record.requestId,
    url: oauthAuthorizePath(record.requestId),
    expiresAt: record.expiresAt,
  };
}

/** The request, if it can still be answered: unknown 404, answered 409, expired 410. */
async function pendingRequest(ctx: SimContext, requestId: string): Promise<OAuthRequestRecord> {
  const record = await ctx.db.oauthRequests.get(requestId);
  if (!record) throw oauthRefusal(OAUTH_ERRORS.unknownRequest);
  if (record.status !== 'pending') throw oauthRefusal(OAUTH_ERRORS.usedRequest);
  if (ctx.clock.now() >= record.expiresAt) throw oauthRefusal(OAUTH_ERRORS.expiredRequest);
  return record;
}

export async function viewRequest(ctx: SimContext, requestId: string): Promise<OAuthRequestView> {
  const record = await pendingRequest(ctx, requestId);
  return {
    requestId: record.requestId,
    client: clientView(registeredClient(record.clientId)),
    scopes: record.scopes,
    redirect_uri: record.redirectUri,
    expiresAt: record.expiresAt,
  };
}

/** The redirect URI with the answer's parameters added (it may carry a query of its own). */
function redirectWith(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

export async function decideRequest(
  ctx: SimContext,
  user: UserRecord,
  requestId: string,
  approve: boolean,
): Promise<OAuthDecision> {
  const { db } = ctx;
  return db.transaction('rw', [db.oauthRequests, db.oauthCodes, db.oauthGrants], async () => {
    const record = await pendingRequest(ctx, requestId);
    const now = ctx.clock.now();
    await db.oauthRequests.update(requestId, {
      status: approve ? 'approved' : 'denied',
      userId: user._id,
      decidedAt: now,
    });
    const { state, redirectUri } = record;
    if (!approve)
      return { redirect: redirectWith(redirectUri, { error: 'access_denied', state }), code: null, state };

    const code = newCredential(ctx, CODE_LENGTH);
    await db.oauthCodes.add({
      codeHash: credentialHash(code),
      requestId,
      clientId: record.clientId,
      userId: user._id,
      redirectUri,
      scopes: record.scopes,
      codeChallenge: record.codeChallenge,
      expiresAt: now + OAUTH_RULES.codeLifeMs,
      usedAt: null,
    });
    // The grant lists the app on the player's connections page with every scope ever approved to it.
    const grant = await db.oauthGrants.get([user._id, record.clientId]);
    const scopes = [...new Set([...(grant?.scopes ?? []), ...record.scopes])];
    await db.oauthGrants.put({ userId: user._id, clientId: record.clientId, scopes, grantedAt: now });
    return { redirect: redirectWith(redirectUri, { code, state }), code, state };
  });
}
