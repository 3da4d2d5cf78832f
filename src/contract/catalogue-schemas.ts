/** Request schemas of the catalogue's calls (catalogue-routes.ts). */
import * as z from 'zod/mini';
import { GAME_FILTER_KEYS, GAME_FILTER_TYPES } from './catalogue';

/** Longest text a filter may compare (a search box's query, a provider's name). */
export const FILTER_TEXT_MAX = 100;
/** Most conditions one call may carry, and most games one page may answer. */
export const FILTER_CONDITIONS_MAX = 8;
export const FILTER_LIMIT_MAX = 200;

export const gameFilterSchema = z.object({
  key: z.enum(GAME_FILTER_KEYS),
  expect: z.union([z.string().check(z.maxLength(FILTER_TEXT_MAX)), z.boolean()]),
  type: z.optional(z.enum(GAME_FILTER_TYPES)),
});

export const gamesFilterBodySchema = z.object({
  filter: z.array(gameFilterSchema).check(z.maxLength(FILTER_CONDITIONS_MAX)),
  offset: z.optional(z.int().check(z.nonnegative())),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(FILTER_LIMIT_MAX))),
});

export const favouriteSetBodySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  favourite: z.boolean(),
});
