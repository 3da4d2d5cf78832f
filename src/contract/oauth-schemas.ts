/** Request schemas of the OAuth calls (oauth-routes.ts); the sim validates with them. */
import * as z from 'zod/mini';
import { OAUTH_RULES } from './oauth';

const clientId = z.string().check(z.minLength(1), z.maxLength(80));
const redirectUri = z.string().check(z.minLength(1), z.maxLength(500));

/** `POST /oauth/requests`: RFC 6749 §4.1.1 with RFC 7636's challenge; `scope` space-separated. */
export const oauthStartBodySchema = z.object({
  client_id: clientId,
  redirect_uri: redirectUri,
  response_type: z.literal('code'),
  scope: z.string().check(z.minLength(1), z.maxLength(200)),
  state: z.string().check(z.minLength(1), z.maxLength(OAUTH_RULES.stateMaxLength)),
  code_challenge: z.string().check(z.regex(OAUTH_RULES.challengePattern, 'Invalid code challenge')),
  code_challenge_method: z.literal('S256'),
});
export type OAuthStartBody = z.infer<typeof oauthStartBodySchema>;

/** `POST /oauth/token`: the code grant with its verifier (RFC 6749 §4.1.3, RFC 7636 §4.5), as JSON. */
export const oauthTokenBodySchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().check(z.minLength(1), z.maxLength(200)),
  redirect_uri: redirectUri,
  client_id: clientId,
  code_verifier: z.string().check(z.regex(OAUTH_RULES.verifierPattern, 'Invalid code verifier')),
});
export type OAuthTokenBody = z.infer<typeof oauthTokenBodySchema>;

export const oauthRevokeBodySchema = z.object({ client_id: clientId });
export type OAuthRevokeBody = z.infer<typeof oauthRevokeBodySchema>;
