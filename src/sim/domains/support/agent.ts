/**
 * The simulated support agent: it answers a player's messages after a realistic delay on the sim clock (one
 * pending answer per chat, covering every message since support last wrote), and steps back when staff answer
 * first. Choices and delays come from the world's 'support' stream, so the same seed answers the same way.
 */
import { SUPPORT_LIMITS } from '@contract/index';
import type { SimContext } from '../../context';
import { createStream, type RandomStream } from '../../services/rng';
import { chooseAnswer } from './answers';
import { saveAndBroadcast } from './broadcast';
import { appendMessage, isClosedAt, unanswered } from './chats';
import { supportAgent } from './staff';

/** How long the agent takes to answer (sim time): 15 to 45 seconds. */
export const AGENT_DELAY = { minMs: 15_000, spreadMs: 30_000 } as const;
const TASK_NAME = 'support-agent-reply';

interface AgentState {
  random: RandomStream;
  /** Cancels of the pending answers, by chat id. */
  pending: Map<string, () => void>;
}

const states = new WeakMap<SimContext, AgentState>();

function stateOf(ctx: SimContext): AgentState {
  let state = states.get(ctx);
  if (!state) states.set(ctx, (state = { random: createStream(ctx.seed, 'support'), pending: new Map() }));
  return state;
}

async function answer(ctx: SimContext, chatId: string, dueAt: number): Promise<void> {
  const state = stateOf(ctx);
  state.pending.delete(chatId);
  const record = await ctx.db.supportChats.get(chatId);
  if (!record || isClosedAt(record, dueAt)) return;
  const waiting = unanswered(record);
  if (waiting.length === 0) return;
  const agent = await supportAgent(ctx, () => state.random.token(16));
  const text = chooseAnswer(waiting.map((message) => message.message).join('\n'), state.random);
  const { record: next, message } = appendMessage(record, agent, text, dueAt);
  await saveAndBroadcast(ctx, next, message);
}

/** Answers the chat after the agent's delay, unless an answer is already on its way. */
export function scheduleAgentAnswer(ctx: SimContext, chatId: string): void {
  const state = stateOf(ctx);
  if (state.pending.has(chatId)) return;
  const delay = AGENT_DELAY.minMs + state.random.int(AGENT_DELAY.spreadMs + 1);
  state.pending.set(
    chatId,
    ctx.scheduler.after(delay, TASK_NAME, (dueAt) => answer(ctx, chatId, dueAt)),
  );
}

/** Staff answered in person: the agent's pending answer is dropped. */
export function cancelAgentAnswer(ctx: SimContext, chatId: string): void {
  const state = stateOf(ctx);
  state.pending.get(chatId)?.();
  state.pending.delete(chatId);
}

/** After a (re)start: scheduled work lives in memory, so the open chats still waiting are picked up again. */
export async function resumeSupportAgent(ctx: SimContext): Promise<void> {
  const now = ctx.clock.now();
  const open = await ctx.db.supportChats
    .where('lastAt')
    .above(now - SUPPORT_LIMITS.closeAfterMs)
    .toArray();
  for (const record of open) if (unanswered(record).length > 0) scheduleAgentAnswer(ctx, record._id);
}
