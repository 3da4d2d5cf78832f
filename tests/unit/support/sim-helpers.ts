/**
 * Helpers of the support domain's tests: a world (tests/unit/sim/world.ts) with the demo player and the
 * demo support account signed in, typed support calls, and the clock stepped past the agent's delay.
 */
import type { ApiErrorBody, SupportChat } from '@contract/index';
import { AGENT_DELAY } from '../../../src/sim/domains/support/agent';
import { login, register, startWorld, type Account, type Reply, type World } from '../sim/world';

export { register, type Account, type World };

export interface Desk {
  world: World;
  player: Account;
  staff: Account;
}

export async function desk(options: { seed?: string; dbName?: string } = {}): Promise<Desk> {
  const world = await startWorld(options);
  const player = await login(world, 'player', 'player123');
  const staff = await login(world, 'support', 'support123');
  return { world, player, staff };
}

export async function send(world: World, token: string | null, channel: unknown, message: unknown) {
  return (await world.sim.whisper({ token, event: 'SupportMessage', data: { channel, message } })) as Reply<
    SupportChat | ApiErrorBody
  >;
}

/** Sends and expects success: the chat as answered. */
export async function sendOk(world: World, token: string, channel: string, message: string) {
  const reply = await send(world, token, channel, message);
  if (reply.status !== 200) throw new Error(`SupportMessage: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as SupportChat;
}

export const myChats = (world: World, token: string | null) =>
  world.call<SupportChat[]>('POST', '/api/user/supportChats', undefined, token);
export const allChats = (world: World, token: string | null) =>
  world.call<SupportChat[]>('POST', '/api/chat/moderate/support', undefined, token);
export const oneChat = (world: World, token: string | null, id: unknown) =>
  world.call<SupportChat>('POST', '/api/user/supportChat', { id }, token);
export const readChat = (world: World, token: string | null, id: unknown) =>
  world.call<SupportChat>('POST', '/api/user/supportChat/read', { id }, token);

/** Steps the manual clock and runs what became due. */
export async function advance(world: World, ms: number) {
  await world.sim.control.advance(ms);
  await world.sim.control.settle();
}

/** Past the longest agent delay. */
export const AFTER_AGENT_MS = AGENT_DELAY.minMs + AGENT_DELAY.spreadMs + 1;

export const supportEvents = (world: World) =>
  world.broadcasts.filter(({ event }) => event.startsWith('event:support'));

/** Every stored chat, to compare before and after a refused call. */
export async function storedChats(world: World) {
  const { db } = await world.sim.context();
  return db.supportChats.toArray();
}
