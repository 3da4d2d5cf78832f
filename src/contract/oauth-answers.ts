/**
 * zod schemas of the OAuth and profile-tab answers the client relies on (see answers.ts for the rules they
 * follow): lenient on extra fields, strict on the ones the pages read.
 */
import { z } from 'zod';
import { OAUTH_SCOPE_IDS } from './oauth';
import type { RouteKey } from './routes';

const id = z.string().min(1);
const count = z.int().nonnegative();
const scope = z.enum(OAUTH_SCOPE_IDS as [string, ...string[]]);

const clientSchema = z.looseObject({
  client_id: id,
  name: id,
  logo: z.string(),
  homepage: z.string(),
  description: z.string(),
});

const decisionSchema = z.looseObject({ redirect: id, code: id.nullable(), state: z.string() });

const betPageSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id,
      number: count,
      game: id,
      currency: id,
      wager: z.number(),
      multiplier: z.number(),
      profit: z.number(),
      createdAt: z.string(),
    }),
  ),
  page: z.int().positive(),
  pages: z.int().positive(),
  total: count,
});

export const OAUTH_ANSWER_SCHEMAS: Partial<Record<RouteKey, z.ZodType>> = {
  'POST /oauth/requests': z.looseObject({ requestId: id, url: id, expiresAt: z.number() }),
  'GET /api/oauth/request/{requestId}': z.looseObject({
    requestId: id,
    client: clientSchema,
    scopes: z.array(scope),
    redirect_uri: id,
    expiresAt: z.number(),
  }),
  'POST /api/oauth/request/{requestId}/approve': decisionSchema,
  'POST /api/oauth/request/{requestId}/deny': decisionSchema,
  'POST /oauth/token': z.looseObject({
    access_token: id,
    token_type: z.literal('Bearer'),
    expires_in: z.number().positive(),
    scope: z.string(),
  }),
  'GET /api/oauth/grants': z.array(
    z.looseObject({ client: clientSchema, scopes: z.array(scope), grantedAt: z.string() }),
  ),
  'POST /api/oauth/grants/revoke': z.looseObject({ success: z.literal(true) }),
  'POST /api/profile/bets': betPageSchema,
  'GET /api/profile/{id}/stats': z.looseObject({
    days: z.array(z.looseObject({ day: z.string(), wagered: z.number().nonnegative() })),
    games: z.array(z.looseObject({ game: id, name: z.string(), bets: count, wins: count, losses: count })),
    topMultipliers: z.array(
      z.looseObject({ id, number: count, game: id, name: z.string(), multiplier: z.number() }),
    ),
  }),
};
