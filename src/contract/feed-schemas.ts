/** Request schemas of the feed's calls (feed.ts, community.md §7): the sim validates with them (422 on bad input). */
import * as z from 'zod/mini';
import { FEED_LIMITS } from './feed';

const MODE_TEXT = 'The mode must be casino';
const TYPE_TEXT = 'The type must be liveChannel or all_wins';
const CHANNEL_TEXT = 'The channel must be mine, all or high_rollers';
const COUNT_TEXT = `The count must be a whole number from 1 to ${FEED_LIMITS.maxCount}`;
const RACE_TYPE_TEXT = 'The type must be week';

export const latestGamesBodySchema = z.object({
  mode: z._default(z.enum(['casino'], MODE_TEXT), 'casino'),
  type: z.enum(['liveChannel', 'all_wins'], TYPE_TEXT),
  channel: z._default(z.enum(['mine', 'all', 'high_rollers'], CHANNEL_TEXT), 'all'),
  count: z._default(
    z
      .number(COUNT_TEXT)
      .check(z.int(COUNT_TEXT), z.minimum(1, COUNT_TEXT), z.maximum(FEED_LIMITS.maxCount, COUNT_TEXT)),
    FEED_LIMITS.entries,
  ),
});
export type LatestGamesInput = z.output<typeof latestGamesBodySchema>;

export const leaderboardBodySchema = z.object({ type: z.literal('week', RACE_TYPE_TEXT) });
