/**
 * The live feed and the weekly race (issue 4; community.md §2 "Live feed", §7, §9): the feed's history from the
 * stored bets, the race's wagers (added by the games domain inside each bet's transaction), its leaderboard,
 * its `event:race` broadcasts and its weekly settlement through the ledger.
 */
import { CODES, HTTP } from '@contract/index';
import type { RouteHandlers } from '../../router';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';
import { latestGames } from './latest-games';
import { leaderboard } from './leaderboard';
import { raceSettings } from './race-settings';
import { latestGamesBodySchema, leaderboardBodySchema } from '@contract/feed-schemas';

export { addRaceWager } from './race-wager';
export { startRace } from './race-settle';

/** The answer while the licence has no race plugin (community.md §6: the race tab needs it). */
export const RACE_OFF_MESSAGE = 'The weekly race is not running';

export const feedRoutes: RouteHandlers = {
  'POST /api/data/latestGames': async ({ ctx, user, body }) =>
    latestGames(ctx, parseBody(latestGamesBodySchema, body), user),

  'POST /api/leaderboard': async ({ ctx, user, body }) => {
    parseBody(leaderboardBodySchema, body);
    if (!raceSettings().enabled) throw new HttpError(HTTP.notFound, CODES.notFound, RACE_OFF_MESSAGE);
    return leaderboard(ctx, user);
  },
};
