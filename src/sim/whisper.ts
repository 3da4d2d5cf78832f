/**
 * Game calls (platform.md §7 "api/whisper" and the Play action): a registry of handlers by event name. The
 * games issue registers Play, Turn, Finish, Info, RestoreData and GameData here.
 */
import { HTTP, WHISPER_CODES, type SimResponse, type SimWhisperRequest } from '@contract/index';
import type { SimContext } from './context';
import { withServerTime } from './router';
import { HttpError } from './services/http-error';

export type WhisperHandler = (input: {
  ctx: SimContext;
  data: unknown;
  userId: string | null;
}) => Promise<unknown>;

export function createWhisper(ctx: SimContext, handlers: Record<string, WhisperHandler>) {
  async function answer(request: SimWhisperRequest): Promise<SimResponse> {
    // Own keys only: an event named 'toString' or '__proto__' is not a handler.
    const handler =
      typeof request.event === 'string' && Object.hasOwn(handlers, request.event)
        ? handlers[request.event]
        : undefined;
    if (!handler) {
      return {
        status: HTTP.badRequest,
        body: {
          code: WHISPER_CODES.invalidApiOperation,
          message: `Invalid API operation: ${String(request.event)}`,
        },
      };
    }
    const lookup = await ctx.sessions.lookup(request.token);
    const userId = lookup.state === 'active' && !lookup.session.twoFactorPending ? lookup.user._id : null;
    try {
      return { status: HTTP.ok, body: (await handler({ ctx, data: request.data, userId })) ?? {} };
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, body: error.toBody() };
      throw error;
    }
  }

  return async function whisper(request: SimWhisperRequest): Promise<SimResponse> {
    return withServerTime(ctx, await answer(request));
  };
}
