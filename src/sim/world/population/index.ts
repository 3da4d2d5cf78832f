/**
 * The world's crowd (ARCHITECTURE.md "World"): a seeded population of simulated players that bets with the
 * real game engines, trades futures, plays pools, chats, tips, opens quizzes (its moderators) and plays along with them, on the sim's clock only (the scheduler), so a
 * manual clock stepped by a script drives it like an accelerated one. Same seed and same inputs, same crowd
 * and same events. Everything it does reaches clients as the realtime events the domains broadcast.
 *
 * - Made once per database (population.ts), loaded on every later start; behaviour streams are keyed by the
 *   boot, so a reload continues the world without replaying anything.
 * - Rates (rates.ts) can change at run time; each activity is a Poisson process (process.ts) whose catch-up
 *   after a long jump of the clock is bounded to the last CATCH_UP_MS.
 * - Every minute some players go offline and others come online; every PRUNE_EVERY_MS the crowd's stored
 *   history is bounded (history.ts).
 */
import type { WorldRates } from '@contract/index';
import type { SimContext } from '../../context';
import { bettingProcess } from './betting';
import { chatBurst } from './burst';
import { domainChat, type WorldChat } from './chat-port';
import { chatProcess } from './chatter';
import type { Crowd } from './crowd';
import { HISTORY_LIMITS, pruneHistory, type HistoryLimits } from './history';
import { OnlineCrowd } from './online';
import { ensurePopulation } from './population';
import { DEFAULT_POPULATION, type BotProfile } from './profiles';
import { behaviourRandom } from './random';
import { DEFAULT_WORLD_RATES, NO_WORLD_RATES, withRates } from './rates';
import { crowdQuizzes } from './quiz';
import { readMeta, writeMeta } from './store';
import { thirdPartyProcess } from './third-party';
import { tipProcess } from './tipping';
import { pruneCrowdPools, pvpProcess } from './pvp';
import { pruneCrowdTrades, tradingProcess } from './trading';
import { Voices } from './voices';
import { RecentWins } from './wins';

export { DEFAULT_WORLD_RATES, NO_WORLD_RATES, withRates } from './rates';
export { CATCH_UP_MS } from './process';
export { MAX_CHAT_BURST, checkChatBurst } from './burst';
export { HISTORY_LIMITS, pruneHistory, type HistoryLimits } from './history';
export { DEFAULT_POPULATION, type BotProfile } from './profiles';
export { identicon } from './avatar';
export type { WorldChat } from './chat-port';

const MAINTENANCE_MS = 60_000;
/** When the crowd takes its seats at the live tables after the world starts (sim time). */
const LIVE_TABLES_DELAY_MS = 3_000;
export const PRUNE_EVERY_MS = 10 * 60_000;

export interface WorldOptions {
  /** The sim's start count (services' streams are keyed by it too). */
  boot: number;
  rates?: Partial<WorldRates>;
  /** Players made on the world's first start. */
  size?: number;
  /** The chat domain's calls; tests may stand in for it. */
  chat?: WorldChat;
  /** How much of its own history the crowd keeps (tests use small ones). */
  historyLimits?: HistoryLimits;
}

export interface World {
  rates(): WorldRates;
  /** Applies a checked change (RangeError on a bad value) from now on; returns the new rates. */
  setRates(patch: Partial<WorldRates>): WorldRates;
  roster(): readonly BotProfile[];
  /** Who is online now. */
  online(): readonly BotProfile[];
  /** The crowd says up to `count` lines in `channel` at once (burst.ts); returns how many were taken. */
  chatBurst(count: number, channel: string): Promise<number>;
  stop(): void;
}

export async function startWorld(ctx: SimContext, options: WorldOptions): Promise<World> {
  let rates = withRates(DEFAULT_WORLD_RATES, options.rates ?? {});
  const roster = await ensurePopulation(ctx, options.size ?? DEFAULT_POPULATION);
  const random = behaviourRandom(ctx.seed, options.boot);
  const online = new OnlineCrowd(roster, random.online);
  online.refresh(rates.activeShare, false);
  const crowd: Crowd = {
    ctx,
    roster,
    byId: new Map(roster.map((profile) => [profile.userId, profile])),
    online,
    random,
    chat: options.chat ?? domainChat,
    rates: () => rates,
    at: (at, name, task) => void ctx.scheduler.at(at, name, task),
  };
  const voices = new Voices(crowd);
  const wins = new RecentWins(crowd, voices);
  const quizzes = crowdQuizzes(crowd, voices);
  const processes = [
    bettingProcess(crowd),
    thirdPartyProcess(crowd),
    tradingProcess(crowd),
    pvpProcess(crowd),
    chatProcess(crowd, voices, wins),
    tipProcess(crowd, voices),
    quizzes.quizmaster,
  ];
  const listeners = [
    wins.listen(),
    quizzes.listen(),
    crowd.chat.reportOnline(ctx, () => online.list().map((profile) => profile.userId)),
  ];
  const userIds = roster.map((profile) => profile.userId);
  // The crowd sits at the provider's live tables a few seconds in, from a chunk of its own (live-tables.ts).
  let liveTables: { stop(): void } | null = null;
  let stopped = false;
  crowd.at(ctx.clock.now() + LIVE_TABLES_DELAY_MS, 'world:live-tables', async () => {
    if (!stopped) liveTables = await (await import('./live-tables')).crowdAtLiveTables(crowd);
  });

  const maintain = async (dueAt: number) => {
    online.refresh(rates.activeShare, true);
    const meta = (await readMeta(ctx.db)) ?? { createdAt: dueAt, lastTickAt: dueAt, prunedAt: dueAt };
    const prune = dueAt - meta.prunedAt >= PRUNE_EVERY_MS;
    if (prune) await pruneHistory(ctx, userIds, options.historyLimits ?? HISTORY_LIMITS);
    if (prune) await pruneCrowdTrades(ctx, crowd);
    if (prune) await pruneCrowdPools(ctx, crowd);
    await writeMeta(ctx.db, { ...meta, lastTickAt: dueAt, prunedAt: prune ? dueAt : meta.prunedAt });
  };
  const stopMaintenance = ctx.scheduler.every(MAINTENANCE_MS, 'world:maintenance', maintain);
  for (const process of processes) process.restart();

  return {
    rates: () => rates,
    setRates(patch) {
      rates = withRates(rates, patch);
      online.refresh(rates.activeShare, false);
      for (const process of processes) process.restart();
      return rates;
    },
    roster: () => roster,
    online: () => online.list(),
    chatBurst: (count, channel) => chatBurst(crowd, random.burst, count, channel),
    stop() {
      // Tasks already scheduled (a session's next round, a reply) find the rates at 0 and do nothing.
      rates = NO_WORLD_RATES;
      for (const process of processes) process.stop();
      for (const unsubscribe of listeners) unsubscribe();
      stopped = true;
      liveTables?.stop();
      stopMaintenance();
    },
  };
}
