/**
 * The world's time never goes back across reloads (src/sim/services/clock-store.ts): the worker's clock keeps
 * its lead over real time in the world's database, so a reboot on the same database (a reload, a new tab)
 * continues from it, and the race week a jump paid stays paid.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeaderboardAnswer, SimBootOptions } from '@contract/index';
import { createManualClock, createSim } from '../../../src/sim/index';
import { openSimDb } from '../../../src/sim/services/db';
import { createSimWorkerApi, type SimWorkerApi } from '../../../src/workers/sim-worker-api';

const DAY_MS = 24 * 3600 * 1000;
const WEEK_MS = 7 * DAY_MS;

const open: SimWorkerApi[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((tab) => tab.close()));
});

const worldOptions = (clockRate = 1): SimBootOptions => {
  const seed = `clock-${crypto.randomUUID()}`;
  return { seed, dbName: `sim-${seed}`, clockRate, world: false };
};

/** Boots a tab of the world (the worker's API, as a page load does). */
async function bootTab(options: SimBootOptions): Promise<SimWorkerApi> {
  const tab = createSimWorkerApi();
  open.push(tab);
  await tab.boot(options);
  return tab;
}

/** Closes a tab, as a reload or a closed page ends its worker (the database stays). */
async function closeTab(tab: SimWorkerApi): Promise<void> {
  open.splice(open.indexOf(tab), 1);
  await tab.close();
}

const lead = async (tab: SimWorkerApi) => (await tab.control.now()) - Date.now();

async function leaderboard(tab: SimWorkerApi): Promise<LeaderboardAnswer> {
  const answer = await tab.request({ method: 'POST', path: '/api/leaderboard', body: { type: 'week' } });
  expect(answer.status).toBe(200);
  return answer.body as LeaderboardAnswer;
}

describe('the world clock across reloads', () => {
  it('keeps a day of advance after a reboot', async () => {
    const options = worldOptions();
    const first = await bootTab(options);
    await first.control.advance(DAY_MS);
    expect(await lead(first)).toBeGreaterThanOrEqual(DAY_MS - 1_000);
    await closeTab(first);

    const again = await bootTab(options);
    const real = Date.now();
    expect(await again.control.now()).toBeGreaterThanOrEqual(real + DAY_MS);
    // A brand-new world on another database starts at real time.
    const other = await bootTab(worldOptions());
    expect(Math.abs(await lead(other))).toBeLessThan(1_000);
  });

  it('stores an advance before the next call is answered, so a new tab starts from it', async () => {
    const options = worldOptions();
    const first = await bootTab(options);
    await first.control.advance(DAY_MS);
    // The first tab is still open (no close, no last save): the second starts from the stored lead.
    const second = await bootTab(options);
    expect(await lead(second)).toBeGreaterThanOrEqual(DAY_MS - 1_000);
    // Each tab has its own clock afterwards: an advance in one leaves the other where it is.
    await second.control.advance(DAY_MS);
    expect(await lead(first)).toBeLessThan(2 * DAY_MS - 60_000);
    const third = await bootTab(options);
    expect(await lead(third)).toBeGreaterThanOrEqual(2 * DAY_MS - 1_000);
  });

  it('keeps the lead of a clock 60 times faster than real time', async () => {
    const options = worldOptions(60);
    const first = await bootTab(options);
    // About half a second of real time runs half a minute ahead at x60.
    while ((await lead(first)) < 30_000) await new Promise((resolve) => setTimeout(resolve, 50));
    const before = await lead(first);
    // While the first tab runs, its lead is saved every second of sim time it gains (checked every 50 ms):
    // a new tab loses at most a few seconds (a loaded machine's late timers allowed for).
    const second = await bootTab(options);
    expect(await lead(second)).toBeGreaterThanOrEqual(before - 10_000);
    await closeTab(second);

    const atClose = await lead(first);
    await closeTab(first);
    const again = await bootTab(options);
    // A lead is read on two clocks a moment apart (the sim's, then the test's), so a reading is good to a few
    // milliseconds: the restart must not go back by more than that.
    expect(await lead(again)).toBeGreaterThanOrEqual(atClose - 50);
    // ... and it runs on at x60 from there.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lead(again)).toBeGreaterThan(atClose + 5_000);
  });

  it('keeps the race week a jump paid paid after a reboot', async () => {
    const options = worldOptions();
    const first = await bootTab(options);
    const running = await leaderboard(first);
    expect(running.previous).toBeNull();
    // A week's jump always crosses one Sunday midnight: the running race is paid and the next one begins.
    await first.control.advance(WEEK_MS);
    await first.control.settle();
    const paid = await leaderboard(first);
    expect(paid.previous?.race.id).toBe(running.race.id);
    expect(paid.race.id).not.toBe(running.race.id);
    await closeTab(first);

    const again = await bootTab(options);
    const reloaded = await leaderboard(again);
    expect(reloaded.race.id).toBe(paid.race.id);
    expect(reloaded.previous?.race.id).toBe(running.race.id);
  });

  it('never starts before the newest time the world recorded, even without a stored lead', async () => {
    const options = worldOptions();
    const first = await bootTab(options);
    await first.control.advance(WEEK_MS);
    await first.control.settle();
    const { previous } = await leaderboard(first);
    await closeTab(first);
    // A world made before the lead was kept: only its records know how far its time went.
    const db = openSimDb(options.dbName);
    await db.meta.delete('clock:offset');
    const settledAt = (await db.races.toArray()).map((race) => race.settledAt);
    db.close();
    expect(settledAt).toHaveLength(1);

    const again = await bootTab(options);
    expect(await again.control.now()).toBeGreaterThanOrEqual(settledAt[0] ?? Infinity);
    expect((await leaderboard(again)).previous?.race.id).toBe(previous?.race.id);
  });
});

describe('a manual clock', () => {
  it('starts exactly where it is told, whatever the database holds, and cannot be kept', async () => {
    const options = worldOptions();
    const first = await bootTab(options);
    await first.control.advance(DAY_MS);
    await closeTab(first);

    const startMs = Date.UTC(2024, 4, 1, 12);
    const sim = createSim({
      seed: options.seed,
      dbName: options.dbName,
      clock: createManualClock(startMs),
      world: false,
    });
    try {
      await sim.ready;
      expect(sim.control.now()).toBe(startMs);
    } finally {
      await sim.close();
    }
    expect(() =>
      createSim({
        seed: options.seed,
        dbName: options.dbName,
        clock: createManualClock(startMs),
        world: false,
        persistClock: true,
      }),
    ).toThrow(/accelerated clock/);
  });
});
