/** Request schema of the analytics calls (analytics.ts): the sim validates with it. */
import * as z from 'zod/mini';
import { ANALYTICS_TEXTS, ANALYTICS_TIMEFRAMES } from './analytics';

export const analyticsBodySchema = z.object({
  timeframe: z.optional(z.literal(ANALYTICS_TIMEFRAMES, ANALYTICS_TEXTS.timeframe)),
});
