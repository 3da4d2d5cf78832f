/**
 * Support chats in storage and on the wire: the lists, access (the owner, or staff), messages appended with
 * strictly increasing times, read markers, and closing after a day without a message (computed from the
 * latest message, so it holds across reloads and clock jumps without a timer).
 */
import {
  SUPPORT_BOT,
  SUPPORT_LIMITS,
  SUPPORT_WELCOME,
  type SupportChat,
  type SupportMessage,
  type SupportUser,
} from '@contract/index';
import type { SimContext } from '../../context';
import type { SupportChatRecord, UserRecord } from '../../services/db';
import { supportError } from './errors';
import { isSupportStaff } from './staff';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const isClosedAt = (record: SupportChatRecord, at: number) =>
  at - record.lastAt >= SUPPORT_LIMITS.closeAfterMs;

export function toWireChat(record: SupportChatRecord, now: number): SupportChat {
  return {
    _id: record._id,
    user: record.user,
    messages: record.messages,
    user_read: iso(record.userRead),
    support_read: iso(record.supportRead),
    closed: isClosedAt(record, now),
  };
}

export async function ownChats(ctx: SimContext, userId: string): Promise<SupportChat[]> {
  const records = await ctx.db.supportChats
    .where('[userId+lastAt]')
    .between([userId, -Infinity], [userId, Infinity])
    .reverse()
    .toArray();
  return records.map((record) => toWireChat(record, ctx.clock.now()));
}

/** How many of the player's chats are open (a message within the last day). */
export const openChatCount = (ctx: SimContext, userId: string, now: number) =>
  ctx.db.supportChats
    .where('[userId+lastAt]')
    .between([userId, now - SUPPORT_LIMITS.closeAfterMs], [userId, Infinity], false, true)
    .count();

export async function allChats(ctx: SimContext): Promise<SupportChat[]> {
  const records = await ctx.db.supportChats
    .orderBy('lastAt')
    .reverse()
    .limit(SUPPORT_LIMITS.staffListSize)
    .toArray();
  return records.map((record) => toWireChat(record, ctx.clock.now()));
}

/** A chat the user may see: its own, or any for staff. Anything else is code 4, as if it did not exist. */
export async function readableChat(
  ctx: SimContext,
  user: UserRecord,
  id: string,
): Promise<SupportChatRecord> {
  const record = await ctx.db.supportChats.get(id);
  if (!record || (record.userId !== user._id && !isSupportStaff(user))) throw supportError('unknownChat');
  return record;
}

/** A chat not stored yet, holding the bot's welcome (community.md §2). */
export function newChatRecord(id: string, owner: SupportUser, at: number): SupportChatRecord {
  const record: SupportChatRecord = {
    _id: id,
    userId: owner._id,
    user: owner,
    messages: [],
    userRead: null,
    supportRead: null,
    lastAt: at,
  };
  return appendMessage(record, SUPPORT_BOT, SUPPORT_WELCOME, at).record;
}

/**
 * Adds a message (no storage). Its time is at least 1 ms after the previous one, so read markers compare
 * without ties; the author has read everything up to its own message, so its side's marker moves there.
 */
export function appendMessage(record: SupportChatRecord, author: SupportUser, text: string, at: number) {
  const last = record.messages.at(-1);
  const time = last ? Math.max(at, Date.parse(last.created_at) + 1) : at;
  const message: SupportMessage = { message: text, user: author, created_at: new Date(time).toISOString() };
  const byOwner = author._id === record.userId;
  const next: SupportChatRecord = {
    ...record,
    messages: [...record.messages, message],
    lastAt: time,
    userRead: byOwner ? time : record.userRead,
    supportRead: byOwner ? record.supportRead : time,
  };
  return { record: next, message };
}

/** The owner's messages since support last wrote: what an answer has to address. */
export function unanswered(record: SupportChatRecord): SupportMessage[] {
  const waiting: SupportMessage[] = [];
  for (let index = record.messages.length - 1; index >= 0; index -= 1) {
    const message = record.messages[index]!;
    if (message.user._id !== record.userId) break;
    waiting.unshift(message);
  }
  return waiting;
}

/** Moves the reader's marker to the latest message: the owner's user_read, a staff member's support_read. */
export async function markRead(ctx: SimContext, user: UserRecord, id: string): Promise<SupportChat> {
  const record = await readableChat(ctx, user, id);
  const marker = record.userId === user._id ? 'userRead' : 'supportRead';
  const next = { ...record, [marker]: record.lastAt };
  await ctx.db.supportChats.put(next);
  return toWireChat(next, ctx.clock.now());
}
