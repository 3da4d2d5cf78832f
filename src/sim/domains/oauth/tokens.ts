/**
 * The token endpoint and the player's grants. A code is exchanged once, within 60 s, by the app it was issued
 * to, with the same redirect URI and the PKCE verifier of the request's challenge; a second exchange of a code
 * revokes the tokens the first one gave (RFC 6749 §4.1.2). Revoking an app's grant revokes its tokens.
 */
import { OAUTH_ERRORS, OAUTH_RULES, type OAuthGrant, type OAuthTokenAnswer } from '@contract/oauth';
import type { OAuthTokenBody } from '@contract/oauth-schemas';
import type { OkAnswer } from '@contract/index';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { clientView, registeredClient } from './clients';
import { credentialHash, newCredential, verifierMatches } from './credentials';
import { oauthRefusal } from './refusal';

const TOKEN_LENGTH = 48;

export async function exchangeCode(ctx: SimContext, body: OAuthTokenBody): Promise<OAuthTokenAnswer> {
  registeredClient(body.client_id);
  const { db } = ctx;
  const codeHash = credentialHash(body.code);
  const outcome = await db.transaction('rw', [db.oauthCodes, db.oauthTokens], async () => {
    const code = await db.oauthCodes.get(codeHash);
    const now = ctx.clock.now();
    if (!code || code.clientId !== body.client_id) return null;
    if (code.usedAt !== null) {
      await db.oauthTokens.where('codeHash').equals(codeHash).modify({ revokedAt: now });
      return null;
    }
    const fits =
      now < code.expiresAt &&
      code.redirectUri === body.redirect_uri &&
      verifierMatches(body.code_verifier, code.codeChallenge);
    if (!fits) return null;
    await db.oauthCodes.update(codeHash, { usedAt: now });
    const token = newCredential(ctx, TOKEN_LENGTH);
    await db.oauthTokens.add({
      tokenHash: credentialHash(token),
      codeHash,
      clientId: code.clientId,
      userId: code.userId,
      scopes: code.scopes,
      expiresAt: now + OAUTH_RULES.tokenLifeMs,
      revokedAt: null,
    });
    return { token, scopes: code.scopes };
  });
  // Every refusal reads the same: the app learns nothing of which check failed.
  if (!outcome) throw oauthRefusal(OAUTH_ERRORS.invalidGrant);
  return {
    access_token: outcome.token,
    token_type: 'Bearer',
    expires_in: OAUTH_RULES.tokenLifeMs / 1000,
    scope: outcome.scopes.join(' '),
  };
}

export async function listGrants(ctx: SimContext, user: UserRecord): Promise<OAuthGrant[]> {
  const grants = await ctx.db.oauthGrants.where('userId').equals(user._id).toArray();
  return grants
    .sort((a, b) => b.grantedAt - a.grantedAt)
    .map((grant) => ({
      client: clientView(registeredClient(grant.clientId)),
      scopes: grant.scopes,
      grantedAt: new Date(grant.grantedAt).toISOString(),
    }));
}

export async function revokeGrant(ctx: SimContext, user: UserRecord, clientId: string): Promise<OkAnswer> {
  const { db } = ctx;
  await db.transaction('rw', [db.oauthGrants, db.oauthTokens], async () => {
    const key: [string, string] = [user._id, clientId];
    if (!(await db.oauthGrants.get(key))) throw oauthRefusal(OAUTH_ERRORS.unknownGrant);
    await db.oauthGrants.delete(key);
    await db.oauthTokens.where('[userId+clientId]').equals(key).modify({ revokedAt: ctx.clock.now() });
  });
  return { success: true };
}
