/** The request schema of a third-party game's launch (POST /api/game/launch). */
import * as z from 'zod/mini';

export const gameLaunchBodySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(120)),
  demo: z.boolean(),
  currency: z.string().check(z.minLength(1), z.maxLength(16)),
});
