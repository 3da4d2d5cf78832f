/**
 * Chat (issue 4; community.md §2 "Chat panel", §3 to §9; platform.md §5 "Tip and rain"): rooms with a bounded
 * history, stickers and emoji, shared bets, quizzes with a reward, moderation, profiles and the chat commands'
 * look-ups, tips and rain. Routes and whisper handlers are registered in src/sim/index.ts.
 *
 * Realtime, all on the public channel: `chatMessage {message}` for every player message, sticker, game link
 * and tip or rain notice; `chatNewQuiz {quiz}` and `chatQuizAnswered` for quizzes (their `quiz` and
 * `quiz_answered` messages are stored for the history but not sent as chatMessage; the quiz message's _id is
 * the quiz's); `chatRemoveMessages {ids, channel}` per room after a moderator's removal.
 *
 * The simulated crowd (src/sim/world) uses postChatMessage, quizAnswerForBots and tipUser, and may register
 * its online players with registerOnlineSource.
 */
import type { SimContext } from '../../context';
import { authed, type RouteHandlers } from '../../router';
import { parseBody } from '../../services/validation';
import type { WhisperHandler } from '../../whisper';
import { requireModerator, signedInUser } from './access';
import { removeAllFrom, removeMessage, mute, onlineUserNames, unmute } from './moderation';
import { findGame, findUserId, profileOf, setIgnored } from './profile';
import { DEFAULT_QUIZ_CHANNEL, openQuiz } from './quiz';
import { linkGame, sendChatMessage, sendSticker } from './send';
import { EMOJI_PACKS, searchStickers } from './stickers';
import { channelHistory } from './store';
import { rain, tip, tipRoute } from './tips';
import {
  channelBodySchema,
  gameFindBodySchema,
  idBodySchema,
  linkGameBodySchema,
  muteBodySchema,
  nameBodySchema,
  quizBodySchema,
  stickersBodySchema,
} from '@contract/chat-schemas';

export { onlineUserIds, registerOnlineSource } from './moderation';
export { startOnlineCount } from './online-count';
export { openQuizOf, quizAnswerForBots, quizReward } from './quiz';
export { postChatMessage } from './send';
export { EMOJI_PACKS, STICKERS } from './stickers';
export { CHAT_STORED_PER_CHANNEL } from './store';

/** A tip in minor units from one player to another by name (the crowd's tips); throws the HttpError of a refusal. */
export async function tipUser(
  ctx: SimContext,
  fromUserId: string,
  toName: string,
  amountMinor: number,
  currency: string,
) {
  const sender = await signedInUser(ctx, fromUserId);
  return tip(ctx, sender, { toName, amountMinor, currency });
}

export const chatRoutes: RouteHandlers = {
  'POST /api/chat/history': async ({ ctx, body }) =>
    channelHistory(ctx, parseBody(channelBodySchema, body).channel),

  'POST /api/chat/emoji/packs': async () => EMOJI_PACKS,

  'POST /api/chat/stickers': async ({ body }) => searchStickers(parseBody(stickersBodySchema, body)),

  'POST /api/chat/link_game': async (input) => {
    const { ctx, user } = authed(input);
    return linkGame(ctx, user, parseBody(linkGameBodySchema, input.body));
  },

  'POST /api/chat/moderate/quiz': async (input) => {
    const { ctx, user } = authed(input);
    requireModerator(user);
    const { question, answer, channel } = parseBody(quizBodySchema, input.body);
    return openQuiz(ctx, user, { question, answer, channel: channel ?? DEFAULT_QUIZ_CHANNEL });
  },

  'POST /api/chat/moderate/removeMessage': async (input) => {
    const { ctx, user } = authed(input);
    requireModerator(user);
    return removeMessage(ctx, user, parseBody(idBodySchema, input.body).id);
  },

  'POST /api/chat/moderate/removeAllFrom': async (input) => {
    const { ctx, user } = authed(input);
    requireModerator(user);
    return removeAllFrom(ctx, user, parseBody(idBodySchema, input.body).id);
  },

  'POST /api/chat/moderate/mute': async (input) => {
    const { ctx, user } = authed(input);
    requireModerator(user);
    const { id, minutes } = parseBody(muteBodySchema, input.body);
    return mute(ctx, user, id, minutes);
  },

  'POST /api/chat/moderate/unmute': async (input) => {
    const { ctx, user } = authed(input);
    requireModerator(user);
    return unmute(ctx, parseBody(nameBodySchema, input.body).name);
  },

  'POST /api/profile/getUser': async ({ ctx, user, body }) =>
    profileOf(ctx, parseBody(idBodySchema, body).id, user),

  'POST /api/user/find': async (input) => {
    const { ctx } = authed(input);
    return findUserId(ctx, parseBody(nameBodySchema, input.body).name);
  },

  'POST /api/game/find': async ({ ctx, body }) => findGame(ctx, parseBody(gameFindBodySchema, body).id),

  'POST /api/user/ignore': async (input) => {
    const { ctx, user } = authed(input);
    return setIgnored(ctx, user, parseBody(nameBodySchema, input.body).name, true);
  },

  'POST /api/user/unignore': async (input) => {
    const { ctx, user } = authed(input);
    return setIgnored(ctx, user, parseBody(nameBodySchema, input.body).name, false);
  },

  'POST /api/user/tip': async (input) => {
    const { ctx, user } = authed(input);
    return tipRoute(ctx, user, input.body);
  },

  'POST /api/user/rain': async (input) => {
    const { ctx, user } = authed(input);
    return rain(ctx, user, input.body);
  },
};

export const chatWhisperHandlers: Record<string, WhisperHandler> = {
  ChatMessage: ({ ctx, data, userId }) => sendChatMessage(ctx, userId, data),
  ChatStickerMessage: ({ ctx, data, userId }) => sendSticker(ctx, userId, data),
  OnlineUsers: async ({ ctx, userId }) => {
    requireModerator(await signedInUser(ctx, userId));
    return onlineUserNames(ctx);
  },
};
