/** The OAuth domain behind its lazy entry (index.ts): one handler per route. */
import { oauthRevokeBodySchema, oauthStartBodySchema, oauthTokenBodySchema } from '@contract/oauth-schemas';
import { authed, type HandlerInput, type RouteHandlers } from '../../router';
import { parseBody } from '../../services/validation';
import { decideRequest, startRequest, viewRequest } from './requests';
import { exchangeCode, listGrants, revokeGrant } from './tokens';

const requestIdOf = (input: HandlerInput) => input.params.requestId ?? '';

export const oauthHandlers: RouteHandlers = {
  'POST /oauth/requests': async ({ ctx, body }) => startRequest(ctx, parseBody(oauthStartBodySchema, body)),
  'GET /api/oauth/request/{requestId}': async (input) => viewRequest(authed(input).ctx, requestIdOf(input)),
  'POST /api/oauth/request/{requestId}/approve': async (input) => {
    const { ctx, user } = authed(input);
    return decideRequest(ctx, user, requestIdOf(input), true);
  },
  'POST /api/oauth/request/{requestId}/deny': async (input) => {
    const { ctx, user } = authed(input);
    return decideRequest(ctx, user, requestIdOf(input), false);
  },
  'POST /oauth/token': async ({ ctx, body }) => exchangeCode(ctx, parseBody(oauthTokenBodySchema, body)),
  'GET /api/oauth/grants': async (input) => {
    const { ctx, user } = authed(input);
    return listGrants(ctx, user);
  },
  'POST /api/oauth/grants/revoke': async (input) => {
    const { ctx, user } = authed(input);
    return revokeGrant(ctx, user, parseBody(oauthRevokeBodySchema, input.body).client_id);
  },
};
