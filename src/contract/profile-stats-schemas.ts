/** Request schema of the profile's Bets tab (profile-stats.ts). */
import * as z from 'zod/mini';

export const profileBetsBodySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  page: z.int().check(z.minimum(1), z.maximum(10_000)),
});
