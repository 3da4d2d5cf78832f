/**
 * The simulated game provider (ARCHITECTURE.md "Simulated outside systems"): its server's API for the game
 * clients (the frame), dispatched by method. Loaded on first use, like the other outside systems.
 */
import type { ProviderCallAnswer } from '@contract/index';
import type { SimContext } from '../../context';
import { liveMethods } from './live/methods';
import { ProviderFailure, type AllProviderMethodHandlers } from './methods';
import { pokerMethods } from './poker/methods';
import { sessionMethods } from './session';
import { slotsMethods } from './slots/methods';

const METHODS: AllProviderMethodHandlers = {
  ...sessionMethods,
  ...slotsMethods,
  ...liveMethods,
  ...pokerMethods,
};

const SESSION_UNKNOWN = new ProviderFailure(
  'SESSION_NOT_FOUND',
  'Your game session has ended. Reopen the game.',
);

export async function callProvider(
  ctx: SimContext,
  token: string,
  method: string,
  params: unknown,
): Promise<ProviderCallAnswer> {
  try {
    if (!Object.hasOwn(METHODS, method))
      throw new ProviderFailure('UNKNOWN_METHOD', `Unknown call: ${method}`);
    const session = await ctx.db.providerSessions.get(String(token));
    if (!session) throw SESSION_UNKNOWN;
    const handler = METHODS[method as keyof AllProviderMethodHandlers] as (input: {
      ctx: SimContext;
      session: typeof session;
      params: unknown;
    }) => Promise<unknown>;
    return { ok: true, result: await handler({ ctx, session, params }) };
  } catch (error) {
    if (error instanceof ProviderFailure)
      return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
}
