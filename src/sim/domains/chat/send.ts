/**
 * Posting to chat (community.md §5, §7 "Realtime ChatMessage", "ChatStickerMessage", "link_game"): signed-in
 * players only; a room of CHAT_CHANNEL_PATTERN; text with newlines removed and 1 to 200 characters once trimmed
 * (code 1); not muted (code 2); one post per 5 s (code 3, moderators exempt). The message is stored, the room
 * is pruned, and `chatMessage` goes out on the public channel once it committed. A refusal writes nothing.
 */
import {
  CHAT_MESSAGES,
  CODES,
  HTTP,
  fromMinor,
  gameInfo,
  type ChatMessage,
  type GameLinkData,
} from '@contract/index';
import type { SimContext } from '../../context';
import type { BetRow, UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { findBet } from '../games/bets';
import { multiplierOf, decimalsOf } from '../games/records';
import { GUEST_USER_ID } from '../games/settings';
import { checkMaySpeak, markSpoke, signedInUser } from './access';
import { fieldsError, notFound } from './errors';
import { broadcastWin, storeMessageAndAnswer } from './quiz';
import { stickerByUrl } from './stickers';
import { broadcastMessage, newMessageRecord, type NewMessage } from './store';
import { isRecord, parseChannel, parseText } from './validation';

type Post = Omit<NewMessage, 'user' | 'channel' | 'id'>;

/**
 * Checks, stores (answering a quiz when the text is its answer) and broadcasts one post of `user`; without
 * the slow-mode check when `slowMode` is false (the crowd).
 */
async function post(
  ctx: SimContext,
  user: UserRecord,
  channel: string,
  content: Post,
  slowMode = true,
): Promise<ChatMessage> {
  checkMaySpeak(ctx, user, slowMode);
  const record = newMessageRecord(ctx, { ...content, channel, user });
  const text = content.type === 'message' ? (content.data.text ?? null) : null;
  const win = await storeMessageAndAnswer(ctx, user, record, text);
  markSpoke(ctx, user._id);
  broadcastMessage(ctx, record.message);
  if (win) broadcastWin(ctx, win);
  return record.message;
}

const fields = (data: unknown) => (isRecord(data) ? data : {});

/** Whisper ChatMessage {message, channel}. */
export async function sendChatMessage(
  ctx: SimContext,
  userId: string | null,
  data: unknown,
  slowMode = true,
) {
  const user = await signedInUser(ctx, userId);
  const { message, channel } = fields(data);
  const room = parseChannel(channel);
  const text = parseText(message);
  return post(ctx, user, room, { type: 'message', data: { text } }, slowMode);
}

/** Whisper ChatStickerMessage {url, channel}: a sticker of the catalogue only. */
export async function sendSticker(ctx: SimContext, userId: string | null, data: unknown) {
  const user = await signedInUser(ctx, userId);
  const { url, channel } = fields(data);
  const room = parseChannel(channel);
  const sticker = typeof url === 'string' ? stickerByUrl(url) : undefined;
  if (!sticker) throw fieldsError({ url: CHAT_MESSAGES.unknownSticker });
  return post(ctx, user, room, { type: 'sticker', data: { url: sticker.url, text: sticker.title } });
}

/**
 * A player's line posted by the simulated crowd: the same rules as ChatMessage (signed-up player, room,
 * length, mute; a quiz answer is paid) but no slow mode, which the crowd keeps by itself. Throws the
 * HttpError of a refusal.
 */
export async function postChatMessage(
  ctx: SimContext,
  line: { userId: string; channel: string; text: string },
): Promise<ChatMessage> {
  return sendChatMessage(ctx, line.userId, { message: line.text, channel: line.channel }, false);
}

/** A settled bet as a game link's data. */
export function gameLinkData(bet: BetRow): GameLinkData {
  return {
    _id: bet.id,
    game: bet.game,
    name: gameInfo(bet.game)?.name ?? bet.game,
    id: bet.number,
    currency: bet.currency,
    splitTotal: fromMinor(bet.stake, decimalsOf(bet.currency)),
    multiplier: multiplierOf(bet.stake, bet.payout),
  };
}

/**
 * POST /api/chat/link_game {id, channel}: shares a settled bet to a room. The bet must exist (404
 * 'general.error.unknown_game'), be the sharer's own (403 otherwise) and be settled (400 while in progress).
 */
export async function linkGame(
  ctx: SimContext,
  user: UserRecord,
  input: { id: string | number; channel: string },
) {
  const bet = await findBet(ctx, input.id);
  if (!bet || bet.userId === GUEST_USER_ID) throw notFound(CHAT_MESSAGES.unknownGame);
  if (bet.userId !== user._id)
    throw new HttpError(HTTP.forbidden, CODES.generic, CHAT_MESSAGES.gameNotShareable);
  if (bet.status !== 'finished')
    throw new HttpError(HTTP.badRequest, CODES.generic, CHAT_MESSAGES.gameNotShareable);
  return post(ctx, user, input.channel, { type: 'game_link', data: gameLinkData(bet) });
}
