/**
 * Stored chat messages: the wire's message with its channel, author and insertion order. A channel keeps its
 * latest CHAT_STORED_PER_CHANNEL messages: each write prunes the oldest in the same transaction. History is
 * the newest CHAT_LIMITS.historySize, newest first (the client reverses it).
 */
import Dexie from 'dexie';
import {
  CHAT_LIMITS,
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  type ChatMessage,
  type ChatMessageType,
  type ChatUser,
} from '@contract/index';
import type { SimContext } from '../../context';
import type { ChatMessageRecord, SimDb, UserRecord } from '../../services/db';

/** How many messages a channel keeps (the history answers the newest 50 of them). */
export const CHAT_STORED_PER_CHANNEL = 200;

export const chatUserOf = (user: UserRecord): ChatUser => ({
  _id: user._id,
  name: user.name,
  avatar: user.avatar,
  access: user.roles.map((role) => ({ id: role.id })),
});

export interface NewMessage {
  type: ChatMessageType;
  channel: string;
  /** The author; null for service notices and quizzes. */
  user: UserRecord | null;
  data: ChatMessage['data'];
  /** A given id (a quiz's message has the quiz's id); a fresh one otherwise. */
  id?: string;
}

export function newMessageRecord(ctx: SimContext, input: NewMessage): ChatMessageRecord {
  const now = ctx.clock.now();
  const _id = input.id ?? ctx.newId();
  return {
    _id,
    channel: input.channel,
    userId: input.user?._id ?? null,
    createdAt: now,
    message: {
      _id,
      type: input.type,
      user: input.user ? chatUserOf(input.user) : null,
      vipLevel: input.user?.vipLevel ?? 0,
      data: input.data,
      created_at: new Date(now).toISOString(),
      channel: input.channel,
    },
  };
}

/** A room's stored messages in insertion order. */
export const channelRange = (db: SimDb, channel: string) =>
  db.chatMessages.where('[channel+seq]').between([channel, Dexie.minKey], [channel, Dexie.maxKey]);

/**
 * Adds a message and prunes its channel to CHAT_STORED_PER_CHANNEL, on Dexie's promises only (it runs inside
 * the caller's transaction over chatMessages).
 */
export function addMessage(db: SimDb, record: ChatMessageRecord): Promise<void> {
  return db.chatMessages
    .add(record)
    .then(() => channelRange(db, record.channel).count())
    .then((count) =>
      count <= CHAT_STORED_PER_CHANNEL
        ? undefined
        : channelRange(db, record.channel)
            .limit(count - CHAT_STORED_PER_CHANNEL)
            .primaryKeys()
            .then((keys) => db.chatMessages.bulkDelete(keys)),
    );
}

/** Stores messages in one transaction of their own. */
export async function saveMessages(ctx: SimContext, records: ChatMessageRecord[]): Promise<void> {
  const { db } = ctx;
  await db.transaction('rw', db.chatMessages, () =>
    records.reduce<Promise<void>>(
      (previous, record) => previous.then(() => addMessage(db, record)),
      Dexie.Promise.resolve(),
    ),
  );
}

/** The newest messages of a channel, newest first. */
export async function channelHistory(ctx: SimContext, channel: string): Promise<ChatMessage[]> {
  const rows = await channelRange(ctx.db, channel).reverse().limit(CHAT_LIMITS.historySize).toArray();
  return rows.map((row) => row.message);
}

export function broadcastMessage(ctx: SimContext, message: ChatMessage): void {
  ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.chatMessage, { message });
}
