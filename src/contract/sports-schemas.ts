/** Request schemas of the sport, bet slip and pool calls (sports-routes.ts); the sim validates with them. */
import * as z from 'zod/mini';
import { SPORT_BET } from './sport-bets';
import { SPORT_FILTERS } from './sports';

const id = z.string().check(z.minLength(1), z.maxLength(80));
const currency = z.string().check(z.minLength(1), z.maxLength(10));
const stake = z.number().check(z.positive());
const side = z.enum(['home', 'draw', 'away']);

export const sportEventsBodySchema = z.object({
  sportId: z.optional(z.int().check(z.positive())),
  filter: z.optional(z.enum(SPORT_FILTERS)),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(200))),
});

export const sportEventBodySchema = z.object({ id });

export const sportSearchBodySchema = z.object({
  query: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
});

export const placeSportBetBodySchema = z.object({
  kind: z.enum(['single', 'multi']),
  // One more than a multi may hold, so that the sim answers 'too many multi bets' rather than a shape error.
  selections: z
    .array(z.object({ optionId: id, odds: z.number().check(z.gt(1)) }))
    .check(z.minLength(1), z.maxLength(SPORT_BET.multiMaxSelections * 2)),
  stake,
  currency,
  demo: z.boolean(),
});

export const sportBetQueueBodySchema = z.object({ queueId: z.string().check(z.maxLength(80)) });

export const sportBetsBodySchema = z.object({ status: z.enum(['pending', 'settled']) });

export const pvpPoolsBodySchema = z.object({ status: z.enum(['open', 'settled']) });
export const pvpPoolBodySchema = z.object({ id });
export const openPvpPoolBodySchema = z.object({ matchId: id, side, stake, currency, demo: z.boolean() });
export const joinPvpPoolBodySchema = z.object({ poolId: id, side, stake });
