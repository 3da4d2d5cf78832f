/**
 * The weekly race in the sim: real-money wagers in US dollars inside the bet's transaction, the leaderboard,
 * throttled event:race broadcasts, and the Sunday-midnight settlement through the ledger (once per week,
 * across clock jumps and reloads).
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, type RaceUpdate } from '@contract/index';
import { LICENCE } from '../../../src/sim/context';
import { prizeSplit } from '../../../src/sim/domains/feed/race-prizes';
import { finish, keno, limbo, mines, play } from '../sim-games/helpers';
import {
  RACE_ENDS_AT,
  RACE_ID,
  START_MS,
  WEEK_MS,
  advance,
  closeWorld,
  leaderboard,
  ledgerProblems,
  ledgerRows,
  quietWorld,
  seedEntries,
  signedIn,
  type World,
} from './helpers';

const entryOf = async (world: World, userId: string, raceId = RACE_ID) =>
  (await world.sim.context()).db.raceEntries.get([raceId, userId]);

const raceEvents = (world: World) =>
  world.broadcasts
    .filter((entry) => entry.channel === PUBLIC_CHANNEL && entry.event === PUBLIC_EVENTS.race)
    .map((entry) => entry.payload as RaceUpdate);

const POOL_MINOR = 10_000_000; // 100,000.00 USDT
const PRIZES = prizeSplit(POOL_MINOR);

describe('race wagers', () => {
  it('adds each real-money stake in US dollars, from real bets only', async () => {
    const world = await quietWorld();
    const { token, userId } = await signedIn(world);
    await play(world, token, keno(2));
    await play(world, token, limbo(0.0001, 2, { currency: 'btc' }));
    expect((await entryOf(world, userId))?.wagerMicroUsd).toBe(2_000_000 + 6_725_050);

    // Demo bets, the guest's bets and refused Plays add nothing.
    await world.call('POST', '/api/user/demo', { currency: 'btc' }, token);
    await play(world, token, limbo(0.0001, 2, { currency: 'btc', demo: true }));
    await play(world, null, limbo(1, 2, { demo: true }));
    const refused = await play(world, token, keno(10_000)); // more than the balance
    expect(refused.status).toBe(400);
    const ctx = await world.sim.context();
    expect(await ctx.db.raceEntries.toArray()).toEqual([
      { raceId: RACE_ID, userId, wagerMicroUsd: 8_725_050, updatedAt: START_MS },
    ]);
  });

  it('takes back the stake of a cancelled round, so cancelling cannot farm the race', async () => {
    const world = await quietWorld();
    const { token, userId } = await signedIn(world);
    await play(world, token, keno(3));
    const opened = (await play(world, token, mines(5, 3))).body;
    expect((await entryOf(world, userId))?.wagerMicroUsd).toBe(8_000_000);
    await finish(world, token, opened.id); // nothing revealed: the round is cancelled and refunded
    expect((await entryOf(world, userId))?.wagerMicroUsd).toBe(3_000_000);
  });

  it('counts nothing while the licence has no race plugin', async () => {
    const world = await quietWorld();
    const { token, userId } = await signedIn(world);
    const plugins = [...LICENCE.plugins];
    LICENCE.plugins.splice(LICENCE.plugins.indexOf('race'), 1);
    try {
      await play(world, token, keno(2));
      expect(await entryOf(world, userId)).toBeUndefined();
      expect((await leaderboard(world, token)).status).toBe(404);
    } finally {
      LICENCE.plugins.splice(0, LICENCE.plugins.length, ...plugins);
    }
  });
});

describe('POST /api/leaderboard', () => {
  it("answers the top 20 with places, prizes, the pool, the end, the clock and the viewer's standing", async () => {
    const world = await quietWorld();
    const { token, userId } = await signedIn(world);
    await seedEntries(
      world,
      RACE_ID,
      [500, 400, 300, 200, 100, 90, 80, 70, 60, 50, 40, 30, 20, 15, 14, 13, 12, 11, 10, 9, 8],
    );
    await play(world, token, keno(5));

    const { status, body } = await leaderboard(world, token);
    expect(status).toBe(200);
    expect(body.race).toEqual({
      id: RACE_ID,
      startsAt: Date.UTC(2024, 3, 29),
      endsAt: RACE_ENDS_AT,
      pool: 100_000,
      currency: 'usdt',
    });
    expect(body.now).toBe(START_MS);
    expect(body.entries).toHaveLength(20);
    expect(body.entries.map((entry) => entry.place)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(body.entries[0]).toMatchObject({ place: 1, entry: { wager_usd: 500 }, prize: 40_000 });
    expect(body.entries[10]).toMatchObject({ place: 11, entry: { wager_usd: 40 }, prize: 200 });
    expect(body.entries.map((entry) => entry.user._id)).not.toContain(userId);
    // $5 sits below the 21 seeded players ($8 and more): place 22, no prize.
    expect(body.me).toEqual({ place: 22, wager_usd: 5, prize: 0 });
    expect(body.previous).toBeNull();

    const guest = await leaderboard(world);
    expect(guest.body.me).toBeNull();
    const refused = await world.call('POST', '/api/leaderboard', { type: 'month' });
    expect(refused.status).toBe(422);
  });

  it('orders equal totals by who reached them first', async () => {
    const world = await quietWorld();
    const { token, userId } = await signedIn(world);
    await seedEntries(world, RACE_ID, [10], START_MS + 1000);
    await play(world, token, keno(10)); // $10 at START_MS: reached first
    const { body } = await leaderboard(world, token);
    expect(body.entries.map((entry) => entry.user._id)).toEqual([userId, 'bot00']);
    expect(body.me).toEqual({ place: 1, wager_usd: 10, prize: 40_000 });
  });
});

describe('event:race', () => {
  it('goes out when the top changes, at most every 5 s of sim time', async () => {
    const world = await quietWorld();
    const { token, userId } = await signedIn(world);
    await play(world, token, keno(1));
    await play(world, token, keno(1));
    await advance(world, 0);
    expect(raceEvents(world)).toHaveLength(1);
    expect(raceEvents(world)[0]).toMatchObject({
      race: { id: RACE_ID, endsAt: RACE_ENDS_AT },
      entries: [{ place: 1, user: { _id: userId, name: 'player' }, entry: { wager_usd: 2 } }],
      now: START_MS,
    });

    await play(world, token, keno(1));
    await advance(world, 4_000);
    expect(raceEvents(world)).toHaveLength(1);
    await advance(world, 1_000);
    expect(raceEvents(world)).toHaveLength(2);
    expect(raceEvents(world)[1]!.entries[0]!.entry.wager_usd).toBe(3);

    // A demo bet changes nothing: no event.
    await world.call('POST', '/api/user/demo', { currency: 'btc' }, token);
    await play(world, token, limbo(0.0001, 2, { currency: 'btc', demo: true }));
    await advance(world, 10_000);
    expect(raceEvents(world)).toHaveLength(2);
  });
});

describe('settlement at Sunday midnight', () => {
  it('pays places 1 to 20 through the ledger, stores the race and starts the next', async () => {
    const world = await quietWorld();
    const { token, userId } = await signedIn(world);
    const bots = await seedEntries(
      world,
      RACE_ID,
      Array.from({ length: 24 }, (_, i) => 1000 - i * 10),
    );
    await play(world, token, keno(2)); // $2: place 25, no prize
    const before = (await world.sim.context()).ledger;
    const usdtBefore = (await before.balance(userId, 'usdt', 'real'))!.amount;

    await advance(world, RACE_ENDS_AT - START_MS - 1);
    expect(await ledgerRows(world, 'race_prize')).toEqual([]);

    await advance(world, 1);
    const rows = await ledgerRows(world, 'race_prize');
    expect(rows.map((row) => [row.userId, row.delta, row.currency, row.kind, row.ref])).toEqual(
      bots.slice(0, 20).map((bot, place) => [bot, PRIZES[place], 'usdt', 'real', RACE_ID]),
    );
    expect(await ledgerProblems(world)).toEqual([]);
    const ctx = await world.sim.context();
    // No race prize for place 25. The days' midnights paid its daily cashback on the lost keno stake, and the
    // week's end its cash share (its stake made the whole pool): nothing else moved its dollars.
    const otherRewards = [
      ...(await ledgerRows(world, 'cashback')),
      ...(await ledgerRows(world, 'revshare_payout')),
    ]
      .filter((row) => row.userId === userId)
      .reduce((sum, row) => sum + row.delta, 0);
    expect((await ctx.ledger.balance(userId, 'usdt', 'real'))!.amount).toBe(usdtBefore + otherRewards);
    expect((await ctx.ledger.balance('bot00', 'usdt', 'real'))!.amount).toBe(4_000_000);

    const stored = await ctx.db.races.get(RACE_ID);
    expect(stored).toMatchObject({ id: RACE_ID, endsAt: RACE_ENDS_AT, pool: POOL_MINOR, currency: 'usdt' });
    expect(stored!.winners).toHaveLength(20);

    // Days went by: the session expired, so the player signs in again.
    const next = (await leaderboard(world, (await signedIn(world)).token)).body;
    expect(next.race.id).toBe('race-2024-05-06');
    expect(next.entries).toEqual([]);
    expect(next.me).toEqual({ place: null, wager_usd: 0, prize: 0 });
    expect(next.previous?.race.id).toBe(RACE_ID);
    expect(next.previous?.entries[0]).toMatchObject({ place: 1, user: { _id: 'bot00' }, prize: 40_000 });
    // The new race is announced with its empty top (the last event went out 1 ms ago: 5 s later).
    await advance(world, 5_000);
    expect(raceEvents(world).at(-1)).toMatchObject({ race: { id: 'race-2024-05-06' }, entries: [] });
  });

  it('settles each missed week once after a jump over several weeks', async () => {
    const world = await quietWorld();
    await seedEntries(world, RACE_ID, [100, 50]);
    await seedEntries(world, 'race-2024-05-06', [70]);
    await advance(world, 3 * WEEK_MS);

    const ctx = await world.sim.context();
    const races = await ctx.db.races.orderBy('endsAt').toArray();
    expect(races.map((race) => race.id)).toEqual(['race-2024-04-29', 'race-2024-05-06', 'race-2024-05-13']);
    const rows = await ledgerRows(world, 'race_prize');
    expect(rows.map((row) => [row.ref, row.userId, row.delta])).toEqual([
      [RACE_ID, 'bot00', PRIZES[0]],
      [RACE_ID, 'bot01', PRIZES[1]],
      ['race-2024-05-06', 'bot00', PRIZES[0]],
    ]);
    await advance(world, 1000);
    expect(await ledgerRows(world, 'race_prize')).toHaveLength(3);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('continues after a reload mid-week and never pays a week twice', async () => {
    const first = await quietWorld();
    await seedEntries(first, RACE_ID, [100]);
    await advance(first, 2 * 24 * 3600 * 1000);
    await closeWorld(first);

    // Reloaded on Friday: the same race goes on and is paid on Sunday midnight.
    const friday = START_MS + 2 * 24 * 3600 * 1000;
    const second = await quietWorld({ dbName: first.dbName, startMs: friday });
    expect((await leaderboard(second)).body.entries.map((entry) => entry.user._id)).toEqual(['bot00']);
    await advance(second, RACE_ENDS_AT - friday);
    expect(await ledgerRows(second, 'race_prize')).toHaveLength(1);
    await closeWorld(second);

    // Reloaded after the payment: nothing is paid again.
    const third = await quietWorld({ dbName: first.dbName, startMs: RACE_ENDS_AT + 60_000 });
    await advance(third, 1000);
    expect(await ledgerRows(third, 'race_prize')).toHaveLength(1);
    expect(await ledgerProblems(third)).toEqual([]);
  });

  it('pays a week that ended while the world was closed as soon as it starts again', async () => {
    const first = await quietWorld();
    await seedEntries(first, RACE_ID, [100]);
    await closeWorld(first);
    const later = await quietWorld({ dbName: first.dbName, startMs: RACE_ENDS_AT + 3 * 24 * 3600 * 1000 });
    await advance(later, 0);
    expect((await ledgerRows(later, 'race_prize')).map((row) => row.ref)).toEqual([RACE_ID]);
  });
});
