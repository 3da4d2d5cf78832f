/**
 * Game calls (platform.md §7 "api/whisper" and the Play action): a registry of handlers by event name. The
 * games issue registers Play, Turn, Finish, Info, RestoreData and GameData here.
 *
 * The path reads its caller like the HTTP routes do (services/session-gate.ts): no token is a guest, whom
 * each handler accepts or refuses; a token that is given must be a live, fully signed-in session (401, 419,
 * 403 -1024 otherwise). Every call answers an envelope, never a rejection.
 */
import { HTTP, WHISPER_CODES, type SimResponse, type SimWhisperRequest } from '@contract/index';
import type { SimContext } from './context';
import { withServerTime } from './router';
import { errorAnswer } from './services/http-error';
import { admit } from './services/session-gate';

export type WhisperHandler = (input: {
  ctx: SimContext;
  data: unknown;
  userId: string | null;
}) => Promise<unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function createWhisper(ctx: SimContext, handlers: Record<string, WhisperHandler>) {
  async function answer(request: unknown): Promise<SimResponse> {
    const { token, event, data } = isObject(request) ? request : {};
    // Own keys only: an event named 'toString' or '__proto__' is not a handler.
    const handler = typeof event === 'string' && Object.hasOwn(handlers, event) ? handlers[event] : undefined;
    if (!handler) {
      return {
        status: HTTP.badRequest,
        body: {
          code: WHISPER_CODES.invalidApiOperation,
          message: `Invalid API operation: ${String(event)}`,
        },
      };
    }
    const { user } = await admit(ctx, token, 'guestOrSignedIn');
    return { status: HTTP.ok, body: (await handler({ ctx, data, userId: user?._id ?? null })) ?? {} };
  }

  async function safeAnswer(request: unknown): Promise<SimResponse> {
    try {
      return await answer(request);
    } catch (error) {
      return errorAnswer(error, 'whisper');
    }
  }

  return async function whisper(request: SimWhisperRequest): Promise<SimResponse> {
    return withServerTime(ctx, await safeAnswer(request));
  };
}
