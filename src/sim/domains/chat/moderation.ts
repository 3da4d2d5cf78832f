/**
 * Moderators' powers (community.md §2 "Online-users list", §6, §7): delete a message or every message of a
 * player (`chatRemoveMessages {ids, channel}` per room), mute for one of MUTE_MINUTES (the user record's `mute`,
 * until then), unmute by name, and list who is online. Removing and muting act only on players the moderator
 * outranks (contract mayModerate): a moderator never silences an admin or another moderator.
 */
import {
  CHAT_MESSAGES,
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  SIM_SESSION_IDLE_MS,
  mayModerate,
} from '@contract/index';
import type { SimContext } from '../../context';
import type { ChatMessageRecord, UserRecord } from '../../services/db';
import { notFound, outranked } from './errors';

/** Chatting within this long counts as being online (besides a live session). */
export const ONLINE_CHAT_WINDOW_MS = 10 * 60_000;

function broadcastRemoval(ctx: SimContext, rows: ChatMessageRecord[]): void {
  const byChannel = new Map<string, string[]>();
  for (const row of rows) {
    const ids = byChannel.get(row.channel) ?? [];
    ids.push(row._id);
    byChannel.set(row.channel, ids);
  }
  for (const [channel, ids] of byChannel)
    ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.chatRemoveMessages, { ids, channel });
}

/** Refuses an action on a player the moderator does not outrank (contract mayModerate: role rank). */
function checkOutranks(moderator: UserRecord, target: UserRecord | undefined): void {
  if (target && !mayModerate(moderator, target)) throw outranked();
}

export async function removeMessage(
  ctx: SimContext,
  moderator: UserRecord,
  id: string,
): Promise<{ ids: string[] }> {
  const { db } = ctx;
  const row = await db.transaction('rw', db.chatMessages, db.users, async () => {
    const found = await db.chatMessages.where('_id').equals(id).first();
    if (!found) return undefined;
    checkOutranks(moderator, found.userId ? await db.users.get(found.userId) : undefined);
    await db.chatMessages.delete(found.seq!);
    return found;
  });
  if (!row) throw notFound(CHAT_MESSAGES.unknownMessage);
  broadcastRemoval(ctx, [row]);
  return { ids: [row._id] };
}

export async function removeAllFrom(
  ctx: SimContext,
  moderator: UserRecord,
  userId: string,
): Promise<{ ids: string[] }> {
  const { db } = ctx;
  const user = await db.users.get(userId);
  if (!user) throw notFound(CHAT_MESSAGES.unknownUser);
  checkOutranks(moderator, user);
  const rows = await db.transaction('rw', db.chatMessages, () =>
    db.chatMessages
      .where('userId')
      .equals(userId)
      .toArray()
      .then((found) => db.chatMessages.bulkDelete(found.map((row) => row.seq!)).then(() => found)),
  );
  broadcastRemoval(ctx, rows);
  return { ids: rows.map((row) => row._id) };
}

export async function mute(
  ctx: SimContext,
  moderator: UserRecord,
  userId: string,
  minutes: number,
): Promise<{ mute: number }> {
  const until = ctx.clock.now() + minutes * 60_000;
  const { db } = ctx;
  await db.transaction('rw', db.users, async () => {
    const user = await db.users.get(userId);
    if (!user) throw notFound(CHAT_MESSAGES.unknownUser);
    checkOutranks(moderator, user);
    await db.users.update(userId, { mute: until });
  });
  return { mute: until };
}

export async function unmute(ctx: SimContext, name: string): Promise<{ message: string }> {
  const user = await ctx.db.users.where('nameLower').equals(name.toLowerCase()).first();
  if (!user) throw notFound(CHAT_MESSAGES.unmuteUnknown);
  await ctx.db.users.update(user._id, { mute: null });
  return { message: 'Success' };
}

/** Who else knows of players online (the simulated crowd), per sim. */
const onlineSources = new WeakMap<SimContext, Set<() => Iterable<string>>>();

/** Lets the world add the ids of its online players to the list; returns a function that removes them. */
export function registerOnlineSource(ctx: SimContext, source: () => Iterable<string>): () => void {
  let sources = onlineSources.get(ctx);
  if (!sources) onlineSources.set(ctx, (sources = new Set()));
  sources.add(source);
  return () => sources.delete(source);
}

/**
 * The ids of the players online: a live session (signed in, not expired, past two-factor), a chat message in
 * the last ten minutes, or reported by a registered source (the world's crowd).
 */
export async function onlineUserIds(ctx: SimContext): Promise<string[]> {
  const now = ctx.clock.now();
  const ids = new Set<string>();
  await ctx.db.sessions.each((session) => {
    if (!session.revoked && !session.twoFactorPending && now - session.lastSeen <= SIM_SESSION_IDLE_MS)
      ids.add(session.userId);
  });
  const recent = await ctx.db.chatMessages
    .where('createdAt')
    .aboveOrEqual(now - ONLINE_CHAT_WINDOW_MS)
    .toArray();
  for (const row of recent) if (row.userId) ids.add(row.userId);
  for (const source of onlineSources.get(ctx) ?? []) for (const id of source()) ids.add(id);
  return [...ids];
}

/** Whisper OnlineUsers: the names of the players online, sorted (case-insensitive). */
export async function onlineUserNames(ctx: SimContext): Promise<string[]> {
  const users = await ctx.db.users.bulkGet(await onlineUserIds(ctx));
  return users
    .flatMap((user) => (user ? [user.name] : []))
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0));
}
