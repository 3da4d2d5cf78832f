/**
 * POST /api/game/launch {id, demo, currency}: the operator opens a provider session for a catalogue game and
 * answers the game client's URL (a page of this build, game-provider.html, carrying the session token).
 * Refused: an unknown currency (422), an unknown game (404), an in-house game (played through Play) or a
 * disabled one, real money for a guest (401), and a player whose country the game's provider does not serve
 * (403, CODES.slotUnavailable: the client opens /error/slotUnavailable).
 */
import { CODES, GAME_LAUNCH_MESSAGES, HTTP, MESSAGES } from '@contract/index';
import { ORIGINALS_TYPE } from '@contract/catalogue';
import { gameProviderUrl, type GameLaunchAnswer } from '@contract/provider/index';
import { gameLaunchBodySchema } from '@contract/provider/launch-schema';
import { isRestricted } from '@contract/territory';
import { findCurrency, type SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';
import type { RouteHandlers } from '../../router';
import { jurisdictionOf } from '../catalogue/jurisdiction';
import { findGame, findProvider } from '../catalogue/store';
import { ensureGuestUser, topUpGuest } from '../games/guest';
import { GUEST_USER_ID } from '../games/settings';
import { acceptsBonus } from '../provider-wallet/funding';
import { openProviderSession } from './sessions';

const unavailable = (message: string) => new HttpError(HTTP.forbidden, CODES.gameUnavailable, message);

export async function launchGame(
  ctx: SimContext,
  user: UserRecord | null,
  body: unknown,
): Promise<GameLaunchAnswer> {
  const { id, demo, currency } = parseBody(gameLaunchBodySchema, body);
  const coin = findCurrency(currency);
  if (!coin) throw new HttpError(HTTP.unprocessable, CODES.validation, MESSAGES.unknownCurrency);
  const game = await findGame(id);
  if (!game) throw new HttpError(HTTP.notFound, CODES.notFound, MESSAGES.notFound);
  if (game.kind === 'original' || game.type === ORIGINALS_TYPE)
    throw unavailable(GAME_LAUNCH_MESSAGES.original);
  if (game.disabled) throw unavailable(GAME_LAUNCH_MESSAGES.disabled);
  const provider = await findProvider(game.type);
  if (provider && isRestricted(provider.restrictions, await jurisdictionOf(ctx)))
    throw new HttpError(HTTP.forbidden, CODES.slotUnavailable, GAME_LAUNCH_MESSAGES.slotUnavailable);
  if (!user && !demo)
    throw new HttpError(HTTP.unauthorized, CODES.unauthenticated, GAME_LAUNCH_MESSAGES.guestRealMoney);

  if (!user) {
    await ensureGuestUser(ctx);
    await topUpGuest(ctx, [coin]);
  }
  const session = await openProviderSession(ctx, {
    userId: user?._id ?? GUEST_USER_ID,
    gameId: game.id,
    currency: coin.id,
    demo,
  });
  return {
    url: gameProviderUrl(session.token),
    session: session.token,
    game: {
      id: game.id,
      name: game.name,
      provider: game.type,
      kind: game.kind,
      currency: coin.id,
      demo,
      bonusAccepted: acceptsBonus(game),
    },
  };
}

export const launchHandlers: RouteHandlers = {
  'POST /api/game/launch': ({ ctx, user, body }) => launchGame(ctx, user, body),
};
