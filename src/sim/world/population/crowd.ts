/** The running crowd's shared state, handed to each of its activities (bets, chat, tips, quizzes). */
import type { WorldRates } from '@contract/index';
import type { SimContext } from '../../context';
import { HttpError } from '../../services/http-error';
import type { WorldChat } from './chat-port';
import type { OnlineCrowd } from './online';
import type { BotProfile } from './profiles';
import type { WorldConcern, WorldRandom } from './random';

export interface Crowd {
  ctx: SimContext;
  roster: readonly BotProfile[];
  byId: ReadonlyMap<string, BotProfile>;
  online: OnlineCrowd;
  random: Record<WorldConcern, WorldRandom>;
  chat: WorldChat;
  rates(): WorldRates;
  /** Runs `task` at sim time `at` (or at once when that is past) on the sim's scheduler. */
  at(at: number, name: string, task: () => Promise<void> | void): void;
}

/**
 * Runs a call a person could make and swallows the refusals a person could get (an operator's setting, a
 * mute, slow mode, a short balance): the crowd just carries on. Anything else is a bug and goes on up.
 */
export async function asPlayer<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** Minutes and hours to the per-millisecond rates of the processes. */
export const perMinute = (count: number) => count / 60_000;
export const perHour = (count: number) => count / 3_600_000;
