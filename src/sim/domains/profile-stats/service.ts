/** The profile tabs' handlers behind their lazy entry (index.ts). */
import { profileBetsBodySchema } from '@contract/profile-stats-schemas';
import type { RouteHandlers } from '../../router';
import { parseBody } from '../../services/validation';
import { profileBets, profileStats } from './stats';

export const profileStatsHandlers: RouteHandlers = {
  'POST /api/profile/bets': async ({ ctx, body, user }) =>
    profileBets(ctx, parseBody(profileBetsBodySchema, body), user),
  'GET /api/profile/{id}/stats': async ({ ctx, params, user }) => profileStats(ctx, params.id ?? '', user),
};
