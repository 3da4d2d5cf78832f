/**
 * Request schemas of the in-house games' HTTP calls (games.ts): the seed change and the bet tables. The sim
 * validates with them (422 with per-field texts); the game calls themselves are whispers with the play codes.
 */
import * as z from 'zod/mini';
import { FAIR_GAMES } from './fairness/verify';

export const CLIENT_SEED_MAX = 64;
export const CLIENT_SEED_TEXT = `The client seed must be 1 to ${CLIENT_SEED_MAX} characters`;

export const seedChangeBodySchema = z.object({
  client_seed: z
    .string(CLIENT_SEED_TEXT)
    .check(z.trim(), z.minLength(1, CLIENT_SEED_TEXT), z.maxLength(CLIENT_SEED_MAX, CLIENT_SEED_TEXT)),
});

const SCOPE_TEXT = 'The scope must be my, all or high';
const PAGE_TEXT = 'The page must be a whole number from 1';
const GAME_TEXT = 'Unknown game';

export const betsBodySchema = z.object({
  scope: z.enum(['my', 'all', 'high'], SCOPE_TEXT),
  page: z._default(
    z.number(PAGE_TEXT).check(z.int(PAGE_TEXT), z.minimum(1, PAGE_TEXT), z.maximum(1_000_000, PAGE_TEXT)),
    1,
  ),
  game: z.optional(z.enum(FAIR_GAMES, GAME_TEXT)),
});

export const betGetBodySchema = z.object({
  id: z.union(
    [z.string().check(z.minLength(1), z.maxLength(64)), z.number().check(z.int(), z.positive())],
    'The bet id is missing',
  ),
});
