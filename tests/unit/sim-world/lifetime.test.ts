/**
 * The crowd over a long life: a reload loads it instead of making it again and replays nothing; a long jump
 * of the clock costs only the last few minutes of activity; stored history stays bounded without touching a
 * person's bets, and the ledger rule survives the folding of old rows.
 */
import { describe, expect, it } from 'vitest';
import { CATCH_UP_MS, PRUNE_EVERY_MS, pruneHistory } from '../../../src/sim/world/population';
import { CARRY_REASON } from '../../../src/sim/world/population/history';
import { keno, play, table } from '../sim-games/helpers';
import {
  MINUTE,
  crowdWorld,
  feedOf,
  ledgerProblems,
  live,
  rosterOf,
  startCrowd,
  startWorld,
} from './helpers';

describe('the crowd over time', () => {
  it('is loaded, not made again, by a reload, which replays no event', async () => {
    const dbName = `sim-test-${crypto.randomUUID()}`;
    const first = await crowdWorld({ seed: 'reload-crowd', dbName });
    await live(first, 3 * MINUTE);
    const roster = await rosterOf(first);
    const before = new Set(feedOf(first).map((entry) => entry.game._id));
    const { db } = await first.sim.context();
    const [users, bets] = [await db.users.count(), await db.bets.count()];
    await first.sim.close();

    const second = await crowdWorld({ seed: 'reload-crowd', dbName, startMs: first.clock.now() });
    expect(await rosterOf(second)).toEqual(roster);
    const ctx = await second.sim.context();
    expect(await ctx.db.users.count()).toBe(users);
    await second.sim.control.settle();
    expect(second.broadcasts).toEqual([]);

    await live(second, 3 * MINUTE);
    const after = feedOf(second);
    expect(after.length).toBeGreaterThan(30);
    expect(after.filter((entry) => before.has(entry.game._id))).toEqual([]);
    expect(await ctx.db.bets.count()).toBe(bets + after.length);
    expect(await ctx.db.users.count()).toBe(users);
    expect(await ledgerProblems(second)).toEqual([]);
  });

  it('lives through at most the last few minutes of a long jump of the clock', async () => {
    const world = await crowdWorld({ seed: 'jump-crowd' });
    const { betsPerMinute } = await world.sim.control.worldRates();
    await world.sim.control.advance(24 * 60 * MINUTE);
    await world.sim.control.settle();
    const bets = feedOf(world).length;
    // Sessions and chance give some slack around rate x catch-up window, nowhere near a day's 43,200.
    expect(bets).toBeGreaterThan(0);
    expect(bets).toBeLessThan(betsPerMinute * (CATCH_UP_MS / MINUTE) * 2);
    // And it carries on at its usual pace afterwards.
    await live(world, 2 * MINUTE);
    expect(feedOf(world).length - bets).toBeLessThan(betsPerMinute * 4);
  });

  it('prunes only the crowd history beyond the limits, keeping balance = sum of ledger rows', async () => {
    const t = await table({ seed: 'prune-crowd' });
    const world = t.world;
    for (let round = 0; round < 5; round++) await play(world, t.token, keno(1));
    const ctx = await world.sim.context();
    const crowd = await startCrowd(ctx, { boot: 1, rates: { betsPerMinute: 200 } });
    await live(world, 5 * MINUTE);
    crowd.stop();
    const bots = crowd.roster().map((bot) => bot.userId);
    const botBets = () => ctx.db.bets.where('userId').anyOf(bots).count();
    const balancesBefore = await ctx.db.balances.toArray();
    expect(await botBets()).toBeGreaterThan(400);

    const pruned = await pruneHistory(ctx, bots, { bets: 100, ledgerRows: 10 });
    expect(pruned.bets).toBeGreaterThan(300);
    expect(pruned.ledgerRows).toBeGreaterThan(0);
    expect(await botBets()).toBe(100);
    expect(await ctx.db.bets.where('userId').equals(t.userId).count()).toBe(5);
    expect(
      await ctx.db.ledger
        .where('userId')
        .equals(t.userId)
        .filter((row) => row.reason === CARRY_REASON)
        .count(),
    ).toBe(0);
    for (const bot of bots) {
      for (const currency of crowd.roster().find((profile) => profile.userId === bot)!.currencies) {
        expect(
          await ctx.db.ledger.where('[userId+currency+kind]').equals([bot, currency, 'real']).count(),
        ).toBeLessThanOrEqual(10);
      }
    }
    expect(await ctx.db.balances.toArray()).toEqual(balancesBefore);
    expect(await ledgerProblems(world)).toEqual([]);
    // Hours of the crowd's play: some 20 s on a 2-core machine beside the other test files.
  }, 90_000);

  it('prunes on its own every few minutes of sim time', async () => {
    const world = await startWorld({ seed: 'auto-prune' });
    const ctx = await world.sim.context();
    const limits = { bets: 50, ledgerRows: 10 };
    const crowd = await startCrowd(ctx, { boot: 1, rates: { betsPerMinute: 60 }, historyLimits: limits });
    const bots = crowd.roster().map((bot) => bot.userId);
    await live(world, PRUNE_EVERY_MS - MINUTE);
    expect(await ctx.db.bets.where('userId').anyOf(bots).count()).toBeGreaterThan(300);
    const placed = feedOf(world).length;
    await live(world, 2 * MINUTE);
    // Pruned at the maintenance round past PRUNE_EVERY_MS: only bets of these two minutes are newer than that
    // (the crowd's whole play: the originals, the slots and the live tables).
    const newer = feedOf(world).length - placed;
    expect(await ctx.db.bets.where('userId').anyOf(bots).count()).toBeLessThanOrEqual(limits.bets + newer);
    expect(await ledgerProblems(world)).toEqual([]);
  });
});
