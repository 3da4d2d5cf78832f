/**
 * The in-house games domain (issue 3): seed pairs, Play and the extended games' calls over the whisper path,
 * bet history, the guest's demo wallet and the live feed. HTTP routes and whisper handlers are registered in
 * src/sim/index.ts.
 */
import type { WhisperHandler } from '../../whisper';
import { authed, type RouteHandlers } from '../../router';
import { HTTP, CODES, MESSAGES } from '@contract/index';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';
import { oneBet, betPage } from './bets';
import { invalidGameId } from './errors';
import { betInfo } from './info';
import { gameData } from './game-data';
import { ensureGuestUser, guestWallet } from './guest';
import { playGame } from './play';
import { changeClientSeed, readSeeds } from './seeds';
import { GUEST_USER_ID } from './settings';
import { finishGame, restoreGame, takeTurn } from './turns';
import { betGetBodySchema, betsBodySchema, seedChangeBodySchema } from '@contract/bet-schemas';
import { isRecord } from './validation';

export { GUEST_USER_ID } from './settings';
export { playGame } from './play';

export const gameRoutes: RouteHandlers = {
  'POST /api/user/seeds': async ({ ctx, user }) => {
    if (user) return readSeeds(ctx, user._id, user.client_seed);
    const guest = await ensureGuestUser(ctx);
    return readSeeds(ctx, GUEST_USER_ID, guest.client_seed);
  },

  'POST /api/user/client_seed_change': async (input) => {
    const { ctx, user } = authed(input);
    const { client_seed } = parseBody(seedChangeBodySchema, input.body);
    return changeClientSeed(ctx, user._id, user.client_seed, client_seed);
  },

  'POST /api/bets': async ({ ctx, user, body }) =>
    betPage(ctx, parseBody(betsBodySchema, body), user?._id ?? null),

  'POST /api/bets/get': async ({ ctx, user, body }) => {
    const { id } = parseBody(betGetBodySchema, body);
    const record = await oneBet(ctx, id, user?._id ?? null);
    if (!record) throw new HttpError(HTTP.notFound, CODES.notFound, MESSAGES.notFound);
    return record;
  },

  'POST /api/guest/wallet': async ({ ctx }) => guestWallet(ctx),
};

export const gameWhisperHandlers: Record<string, WhisperHandler> = {
  Play: ({ ctx, data, userId }) => playGame(ctx, userId, data),
  Turn: ({ ctx, data, userId }) => takeTurn(ctx, userId, data),
  Finish: ({ ctx, data, userId }) => finishGame(ctx, userId, data),
  RestoreData: ({ ctx, userId }) => restoreGame(ctx, userId),
  GameData: ({ ctx, data }) => gameData(ctx.prices, data),
  Info: async ({ ctx, data, userId }) => {
    const id = isRecord(data) ? data.game_id : undefined;
    const valid =
      (typeof id === 'string' && id.length > 0 && id.length <= 64) ||
      (typeof id === 'number' && Number.isSafeInteger(id));
    const answer = valid ? await betInfo(ctx, id as string | number, userId) : undefined;
    if (!answer) throw invalidGameId();
    return answer;
  },
};
