/**
 * Helpers of the crowd's tests: a sim with its world on a manual clock (tests/unit/sim/world.ts), living
 * through sim time step by step, its broadcasts by event, the roster, and a stand-in for the chat domain
 * that records what the crowd says and tips.
 */
import { PUBLIC_EVENTS, type LiveGameEvent, type WorldRates } from '@contract/index';
import type { SimContext } from '../../../src/sim/context';
import { startWorld as startCrowd, type BotProfile, type WorldChat } from '../../../src/sim/world/population';
import { readRoster } from '../../../src/sim/world/population/store';
import { startWorld, type World, type WorldOptions } from '../sim/world';

export { ledgerProblems, login, register, startWorld, type World } from '../sim/world';
export { startCrowd };

/** A sim with the crowd at the given starting rates (the defaults when none are given). */
export const crowdWorld = (options: WorldOptions & { rates?: Partial<WorldRates> } = {}) =>
  startWorld({ ...options, world: options.rates ?? true });

/** Lets `ms` of sim time pass in steps, running what falls due after each (as a scripted scenario does). */
export async function live(world: World, ms: number, stepMs = 2_000): Promise<void> {
  for (let passed = 0; passed < ms; passed += stepMs) {
    await world.sim.control.advance(Math.min(stepMs, ms - passed));
    await world.sim.control.settle();
  }
}

export const MINUTE = 60_000;

export const eventsOf = (world: World, event: string) =>
  world.broadcasts.filter((entry) => entry.event === event);

export const feedOf = (world: World) =>
  eventsOf(world, PUBLIC_EVENTS.liveGame).map((entry) => entry.payload as LiveGameEvent);

export async function rosterOf(world: World): Promise<BotProfile[]> {
  const roster = await readRoster((await world.sim.context()).db);
  if (!roster) throw new Error('This world has no crowd');
  return roster;
}

export interface Said {
  userId: string;
  channel: string;
  text: string;
  at: number;
}

export interface Tipped {
  from: string;
  to: string;
  amountMinor: number;
  currency: string;
  at: number;
}

/** A stand-in for the chat domain: records lines and tips; `answers` holds the open quiz per channel. */
export function recordingChat(ctx: () => SimContext) {
  const said: Said[] = [];
  const tips: Tipped[] = [];
  const answers = new Map<string, string>();
  const quizzes: Array<{
    moderatorId: string;
    question: string;
    answer: string;
    channel: string;
    at: number;
  }> = [];
  const chat: WorldChat = {
    post: async (_ctx, line) => void said.push({ ...line, at: ctx().clock.now() }),
    quizAnswer: async (_ctx, channel) => answers.get(channel) ?? null,
    tip: async (_ctx, from, to, amountMinor, currency) =>
      void tips.push({ from, to, amountMinor, currency, at: ctx().clock.now() }),
    reportOnline: () => () => undefined,
    openQuiz: async (_ctx, moderatorId, quiz) => {
      quizzes.push({ moderatorId, ...quiz, at: ctx().clock.now() });
      answers.set(quiz.channel, quiz.answer);
    },
  };
  return { chat, said, tips, answers, quizzes };
}

/**
 * A sim whose crowd talks to `recordingChat` instead of the chat domain: the crowd is started on the sim's
 * services directly (the sim itself runs without one).
 */
export async function recordedWorld(options: { seed?: string; rates?: Partial<WorldRates> } = {}) {
  const world = await startWorld({ seed: options.seed, world: false });
  const ctx = await world.sim.context();
  const recording = recordingChat(() => ctx);
  const crowd = await startCrowd(ctx, { boot: 1, rates: options.rates ?? {}, chat: recording.chat });
  return { world, ctx, crowd, ...recording };
}
