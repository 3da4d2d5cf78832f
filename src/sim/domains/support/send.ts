/**
 * Whisper SupportMessage {channel, message} (community.md §7): 'new' opens a chat (the bot's welcome, then
 * the message); a chat id adds to the player's chat, or for staff to anyone's (their answer reaches the
 * player). Refusals change nothing: 1 length, 2 muted, 4 unknown chat, 3 closed chat, 5 a new chat while the
 * player already has SUPPORT_LIMITS.maxOpenChats open.
 */
import { CODES, HTTP, MESSAGES, SUPPORT_LIMITS, type SupportChat } from '@contract/index';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { cancelAgentAnswer, scheduleAgentAnswer } from './agent';
import { broadcastSupportMessage } from './broadcast';
import { appendMessage, isClosedAt, newChatRecord, openChatCount, readableChat, toWireChat } from './chats';
import { supportError } from './errors';
import { supportUserOf } from './staff';
import { isNewChat, parseSupportMessage } from './validation';

async function signedInUser(ctx: SimContext, userId: string | null): Promise<UserRecord> {
  const user = userId ? await ctx.db.users.get(userId) : undefined;
  if (!user) throw new HttpError(HTTP.unauthorized, CODES.unauthenticated, MESSAGES.unauthenticated);
  return user;
}

export async function sendSupportMessage(
  ctx: SimContext,
  userId: string | null,
  data: unknown,
): Promise<SupportChat> {
  const user = await signedInUser(ctx, userId);
  const { channel, text } = parseSupportMessage(data);
  const now = ctx.clock.now();
  if (user.mute !== null && user.mute > now) throw supportError('muted');

  const author = supportUserOf(user);
  const opening = isNewChat(channel);
  const chat = opening ? newChatRecord(ctx.newId(), author, now) : await readableChat(ctx, user, channel);
  if (isClosedAt(chat, now)) throw supportError('closed');

  const { record, message } = appendMessage(chat, author, text, now);
  // Counted and stored in one transaction: two tabs of one world cannot open a chat past the limit together.
  await ctx.db.transaction('rw', ctx.db.supportChats, async () => {
    if (opening && (await openChatCount(ctx, user._id, now)) >= SUPPORT_LIMITS.maxOpenChats)
      throw supportError('tooManyOpen');
    await ctx.db.supportChats.put(record);
  });
  broadcastSupportMessage(ctx, record, message);
  if (record.userId === user._id) scheduleAgentAnswer(ctx, record._id);
  else cancelAgentAnswer(ctx, record._id);
  return toWireChat(record, ctx.clock.now());
}
