/**
 * Helpers of the chat domain's tests: a world (tests/unit/sim/world.ts) with the demo player, moderator and
 * admin signed in, typed chat calls, the clock stepped past slow mode, the chat's broadcasts, balances, and a
 * snapshot of every table a refused call must leave alone.
 */
import {
  CHAT_LIMITS,
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  type ApiErrorBody,
  type ChatMessage,
} from '@contract/index';
import type { UserRecord } from '../../../src/sim/services/db';
import { login, register, startWorld, type Account, type Reply, type World } from '../sim/world';

export {
  ledgerProblems,
  login,
  register,
  startWorld,
  type Account,
  type Reply,
  type World,
} from '../sim/world';

export const ROOM = 'casino_en';

export interface Room {
  world: World;
  player: Account;
  moderator: Account;
  admin: Account;
}

export async function room(options: { seed?: string } = {}): Promise<Room> {
  const world = await startWorld(options);
  const player = await login(world, 'player', 'player123');
  const moderator = await login(world, 'moderator', 'moderator123');
  const admin = await login(world, 'admin', 'admin123');
  return { world, player, moderator, admin };
}

export async function whisper<T = unknown>(world: World, token: string | null, event: string, data: unknown) {
  return (await world.sim.whisper({ token, event, data })) as Reply<T>;
}

export const say = (world: World, token: string | null, message: unknown, channel: unknown = ROOM) =>
  whisper<ChatMessage | ApiErrorBody>(world, token, 'ChatMessage', { message, channel });

/** Says and expects success; then lets slow mode pass. */
export async function sayOk(world: World, token: string, message: string, channel = ROOM) {
  const reply = await say(world, token, message, channel);
  if (reply.status !== 200) throw new Error(`ChatMessage: ${reply.status} ${JSON.stringify(reply.body)}`);
  pass(world);
  return reply.body as ChatMessage;
}

/** Steps the manual clock past slow mode (or by `ms`). */
export function pass(world: World, ms: number = CHAT_LIMITS.slowModeMs) {
  world.clock.advance(ms);
}

export const post = <T = unknown>(world: World, path: string, body: unknown, token: string | null) =>
  world.call<T>('POST', path, body, token);

export const history = async (world: World, channel = ROOM, token: string | null = null) =>
  (await post<ChatMessage[]>(world, '/api/chat/history', { channel }, token)).body;

export const errorOf = (reply: Reply<unknown>) => reply.body as ApiErrorBody;

/** The chat's broadcasts on the public channel, of one event. */
export const chatEvents = <T = unknown>(world: World, event: string) =>
  world.broadcasts
    .filter((entry) => entry.channel === PUBLIC_CHANNEL && entry.event === event)
    .map((entry) => entry.payload as T);

export const messagesBroadcast = (world: World) =>
  chatEvents<{ message: ChatMessage }>(world, PUBLIC_EVENTS.chatMessage).map((payload) => payload.message);

export async function balanceMinor(world: World, userId: string, currency: string) {
  const ctx = await world.sim.context();
  return (await ctx.ledger.balance(userId, currency, 'real'))?.amount ?? 0;
}

/** Every row of the tables the chat writes (sessions aside: a call touches its own), to compare around a refusal. */
export async function snapshot(world: World) {
  const { db } = await world.sim.context();
  const [users, balances, ledger, chatMessages, chatQuizzes, chatTips, bets] = await Promise.all([
    db.users.toArray(),
    db.balances.toArray(),
    db.ledger.toArray(),
    db.chatMessages.toArray(),
    db.chatQuizzes.toArray(),
    db.chatTips.toArray(),
    db.bets.toArray(),
  ]);
  return { users, balances, ledger, chatMessages, chatQuizzes, chatTips, bets };
}

/** A fresh signed-up player (no balance). */
export const newcomer = (world: World, name?: string) => register(world, name);

/** Gives a player fields of their record directly (roles, permissions, privacy). */
export async function patchUser(world: World, userId: string, changes: Partial<UserRecord>) {
  const { db } = await world.sim.context();
  await db.users.update(userId, changes);
}
