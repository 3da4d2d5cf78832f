/**
 * Helpers of the feed and race tests: a world without the simulated crowd (so that only the test's own bets
 * count), reloadable on the same database, plus typed calls of the feed's routes and direct race entries.
 */
import { afterEach } from 'vitest';
import type {
  BroadcastListener,
  HttpMethod,
  LatestGamesBody,
  LatestWinItem,
  LeaderboardAnswer,
  LiveGameEvent,
} from '@contract/index';
import { createManualClock, createSim, type Sim } from '../../../src/sim/index';
import type { World } from '../sim/world';
import { FAST_PBKDF2, START_MS, checkedServerTime, login } from '../sim/world';

export { ledgerProblems, login, register, START_MS, type World } from '../sim/world';

/** 2024-05-01 is a Wednesday: its race runs from Monday 2024-04-29 to Monday 2024-05-06, 00:00 UTC. */
export const RACE_ID = 'race-2024-04-29';
export const RACE_ENDS_AT = Date.UTC(2024, 4, 6);
export const WEEK_MS = 7 * 24 * 3600 * 1000;

const open: Sim[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((sim) => sim.close()));
});

/** A world (or the same world again, given its database and a clock time) without the crowd. */
export async function quietWorld(options: { dbName?: string; startMs?: number } = {}): Promise<World> {
  const clock = createManualClock(options.startMs ?? START_MS);
  const dbName = options.dbName ?? `feed-test-${crypto.randomUUID()}`;
  const sim = checkedServerTime(
    createSim({ seed: 'feed-test-seed', clock, dbName, pbkdf2Iterations: FAST_PBKDF2, world: false }),
    clock,
  );
  open.push(sim);
  await sim.ready;
  const broadcasts: World['broadcasts'] = [];
  const listener: BroadcastListener = (channel, event, payload) =>
    broadcasts.push({ channel, event, payload });
  sim.onBroadcast(listener);
  return {
    sim,
    clock,
    dbName,
    broadcasts,
    call: async <T>(method: HttpMethod, path: string, body?: unknown, token?: string | null) =>
      (await sim.request({ method, path, body, token: token ?? null })) as { status: number; body: T },
  };
}

/** Closes a world's sim, as a reload of the page does; its database stays. */
export async function closeWorld(world: World): Promise<void> {
  open.splice(open.indexOf(world.sim), 1);
  await world.sim.close();
}

export async function signedIn(world: World, name = 'player', password = `${name}123`) {
  const account = await login(world, name, password);
  return { token: account.token, userId: account.user._id };
}

/** Moves the clock and runs what became due. */
export async function advance(world: World, ms: number): Promise<void> {
  world.sim.control.advance(ms);
  await world.sim.control.settle();
}

export const leaderboard = (world: World, token: string | null = null) =>
  world.call<LeaderboardAnswer>('POST', '/api/leaderboard', { type: 'week' }, token);

export const liveGames = (world: World, body: Partial<LatestGamesBody>, token: string | null = null) =>
  world.call<LiveGameEvent[]>(
    'POST',
    '/api/data/latestGames',
    { mode: 'casino', type: 'liveChannel', ...body },
    token,
  );

export const latestWins = (world: World, count = 9, token: string | null = null) =>
  world.call<LatestWinItem[]>(
    'POST',
    '/api/data/latestGames',
    { mode: 'casino', type: 'all_wins', count },
    token,
  );

/** Entries of players that exist only in the race table, as if the crowd had wagered (US dollars). */
export async function seedEntries(world: World, raceId: string, wagersUsd: number[], at = START_MS) {
  const { db } = await world.sim.context();
  const ids = wagersUsd.map((_, index) => `bot${String(index).padStart(2, '0')}`);
  await db.raceEntries.bulkPut(
    wagersUsd.map((usd, index) => ({
      raceId,
      userId: ids[index]!,
      wagerMicroUsd: Math.round(usd * 1_000_000),
      updatedAt: at,
    })),
  );
  return ids;
}

/** Real-balance ledger rows of a reason, by user. */
export async function ledgerRows(world: World, reason: string) {
  const { db } = await world.sim.context();
  return (await db.ledger.toArray()).filter((row) => row.reason === reason);
}
