/** Provider sessions: one player, one game, one currency, real or demo money (the launch, or the crowd). */
import type { SimContext } from '../../context';
import type { ProviderSessionRecord } from '../../services/db';

export interface ProviderSessionRequest {
  userId: string;
  gameId: string;
  currency: string;
  demo: boolean;
}

/** Opens a session; its token is the launch URL's `session` and every callback's `session_id`. */
export async function openProviderSession(
  ctx: SimContext,
  request: ProviderSessionRequest,
): Promise<ProviderSessionRecord> {
  const session: ProviderSessionRecord = {
    token: ctx.random.tokens.token(32),
    userId: request.userId,
    gameId: request.gameId,
    currency: request.currency,
    demo: request.demo,
    createdAt: ctx.clock.now(),
  };
  await ctx.db.providerSessions.add(session);
  return session;
}
