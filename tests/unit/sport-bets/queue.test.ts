/**
 * The queue's verdict on the sim clock: accepted bets become pending SportBets (pushed to their owner, counted
 * for the race); odds changed, a suspended market and a finished match reject the entry and give the stake
 * back with a sport_refund row in the same step. The queue read answers only the owner's entries.
 */
import { describe, expect, it } from 'vitest';
import { SPORTS_ANSWER_SCHEMAS } from '@contract/answers';
import { USER_EVENTS, userChannel } from '@contract/index';
import { SPORT_BET, SPORT_BET_ERRORS, type QueuedSportBet } from '@contract/sport-bets';
import { createSportsModel } from '../../../src/sim/domains/sports/model';
import { findFixture, leagueFixtures } from '../../../src/sim/domains/sports/schedule';
import { scoringEvents, wallTime } from '../../../src/sim/domains/sports/live';
import { SUSPEND_AFTER_SCORE_MS } from '../../../src/sim/domains/sports/spec';
import { errorBody, register, type World } from '../sim/world';
import {
  FUNDS,
  START_MS,
  balanceOf,
  footballAround,
  ledgerProblems,
  openOptions,
  optionOf,
  pass,
  place,
  queued,
  single,
  sportWorld,
  upcoming,
} from './helpers';

const readQueue = (world: World, token: string, queueId: string) =>
  world.call<QueuedSportBet>('POST', '/api/sport/bet/queue', { queueId }, token);

async function ledgerOf(world: World, ref: string) {
  const { db } = await world.sim.context();
  const rows = await db.ledger.where('ref').equals(ref).toArray();
  return rows.map(({ reason, delta }) => ({ reason, delta }));
}

describe('the queue accepts', () => {
  it('a bet whose selections still stand, as a pending bet pushed to its owner and counted for the race', async () => {
    const { world, ctx, model, player } = await sportWorld('queue-accept');
    const now = world.clock.now();
    const { match } = upcoming(model, now)[0]!;
    const option = optionOf(model, match.id, 'draw', now);
    const entry = queued(await place(world, player, single(option, { stake: 10 })));
    await pass(world, SPORT_BET.prematchDelayMs);

    const read = (await readQueue(world, player.token, entry.queueId)).body;
    SPORTS_ANSWER_SCHEMAS['POST /api/sport/bet/queue']!.parse(read);
    expect(read).toMatchObject({ queueId: entry.queueId, status: 'accepted' });
    expect(read.bet).toMatchObject({
      _id: entry.queueId,
      kind: 'single',
      odds: option.odds,
      stake: 10,
      currency: 'usdt',
      demo: false,
      status: 0,
      payout: 0,
      stakeUsd: expect.closeTo(10, 1),
      settledAt: null,
      selections: [
        {
          optionId: option.id,
          matchId: match.id,
          sportId: 1,
          matchName: `${match.home.name} v ${match.away.name}`,
          marketName: '1X2',
          optionName: 'X',
          odds: option.odds,
          startsAt: match.startsAt,
          status: 0,
        },
      ],
    });
    const pushes = world.broadcasts.filter(({ channel }) => channel === userChannel(player.user._id));
    expect(
      pushes.filter(({ event }) => event === USER_EVENTS.sportBetQueue).map(({ payload }) => payload),
    ).toEqual([read]);
    expect(
      pushes.filter(({ event }) => event === USER_EVENTS.sportBet).map(({ payload }) => payload),
    ).toEqual([read.bet]);
    const pending = await world.call('POST', '/api/sport/bets', { status: 'pending' }, player.token);
    SPORTS_ANSWER_SCHEMAS['POST /api/sport/bets']!.parse(pending.body);
    expect(pending.body).toEqual([read.bet]);
    const race = await ctx.db.raceEntries.toArray();
    expect(race.map(({ userId, wagerMicroUsd }) => ({ userId, usd: wagerMicroUsd / 1e6 }))).toEqual([
      { userId: player.user._id, usd: expect.closeTo(10, 1) },
    ]);
    expect(await ledgerOf(world, entry.queueId)).toEqual([{ reason: 'sport_wager', delta: -1_000 }]);
  });
});

describe('the queue rejects, giving the stake back', () => {
  async function expectRejected(world: World, token: string, userId: string, queueId: string) {
    const read = (await readQueue(world, token, queueId)).body;
    expect(read.status).toBe('rejected');
    expect(await ledgerOf(world, queueId)).toEqual([
      { reason: 'sport_wager', delta: -500 },
      { reason: 'sport_refund', delta: 500 },
    ]);
    expect(await balanceOf(world, userId)).toBe(FUNDS);
    const { db } = await world.sim.context();
    expect(await db.sportBets.count()).toBe(0);
    expect(await db.raceEntries.count()).toBe(0);
    expect(await ledgerProblems(world)).toEqual([]);
    const pushed = world.broadcasts.filter(({ event }) => event === USER_EVENTS.sportBetQueue);
    expect(pushed.map(({ payload }) => payload)).toEqual([read]);
    return read.error;
  }

  it('odds changed, with the odds now of the changed option', async () => {
    const { world, model, player } = await sportWorld('queue-odds');
    const now = world.clock.now();
    const { match } = upcoming(model, now)[0]!;
    const option = optionOf(model, match.id, 'home', now);
    const sent = { ...option, odds: option.odds + 0.25 };
    const entry = queued(await place(world, player, single(sent)));
    await pass(world, SPORT_BET.prematchDelayMs);
    expect(await expectRejected(world, player.token, player.user._id, entry.queueId)).toEqual({
      ...SPORT_BET_ERRORS.oddsChanged,
      odds: { [option.id]: option.odds },
    });
  });

  const seed = 'queue-timing';
  const plan = createSportsModel(seed);
  const live = footballAround(plan, START_MS, 12).map((match) => findFixture(plan.world, match.id)!);

  it('option closed: the market was suspended by a score while the bet waited', async () => {
    // A goal whose market was open just before it (no other score in the suspension before).
    const goal = live
      .flatMap((fixture) => {
        const times = scoringEvents(fixture).map((event) =>
          wallTime(fixture.profile, fixture.startsAt, event.playSecond),
        );
        return times.map((at, index) => ({ fixture, at, previous: times[index - 1] ?? -Infinity }));
      })
      .find(({ at, previous }) => at > START_MS && at - previous > SUSPEND_AFTER_SCORE_MS + 10_000)!;
    const placedAt = goal.at - 2_000;
    const { world, model, player } = await sportWorld(seed, { startMs: placedAt });
    const option = openOptions(model, goal.fixture.id, placedAt)[0]!;
    const entry = queued(await place(world, player, single(option)));
    await pass(world, SPORT_BET.liveDelayMs);
    expect(model.market(goal.fixture.id, entry.decidesAt)!.status).toBe('suspended');
    expect(await expectRejected(world, player.token, player.user._id, entry.queueId)).toEqual(
      SPORT_BET_ERRORS.optionClosed,
    );
  });

  it('too late: the match ended while the bet waited', async () => {
    // A football market is decided (suspended) in its last seconds; a tennis match ends on a point, with both
    // sides still priced at match point.
    const tennis = plan.world
      .leaguesOf(5)
      .flatMap((league) => leagueFixtures(league, START_MS, START_MS + 12 * 3_600_000))
      .map((fixture) => findFixture(plan.world, fixture.id)!);
    const fixture = tennis.find(
      (candidate) =>
        candidate.endsAt > START_MS && openOptions(plan, candidate.id, candidate.endsAt - 2_000).length > 0,
    )!;
    const { world, model, player } = await sportWorld(seed, { startMs: fixture.endsAt - 2_000 });
    const entry = queued(
      await place(world, player, single(openOptions(model, fixture.id, fixture.endsAt - 2_000)[0]!)),
    );
    await pass(world, SPORT_BET.liveDelayMs);
    expect(await expectRejected(world, player.token, player.user._id, entry.queueId)).toEqual(
      SPORT_BET_ERRORS.tooLate,
    );
  });
});

describe('reading the queue', () => {
  it("answers invalidQueueId for an unknown entry and for another player's", async () => {
    const { world, model, player } = await sportWorld('queue-read');
    const now = world.clock.now();
    const { match } = upcoming(model, now)[0]!;
    const entry = queued(await place(world, player, single(optionOf(model, match.id, 'home', now))));
    expect((await readQueue(world, player.token, entry.queueId)).body).toEqual(entry);
    const other = await register(world);
    for (const [token, queueId] of [
      [other.token, entry.queueId],
      [player.token, 'no-such-entry'],
    ] as const) {
      const reply = await readQueue(world, token, queueId);
      expect(reply.status).toBe(422);
      expect(errorBody(reply)).toMatchObject(SPORT_BET_ERRORS.invalidQueueId);
    }
  });
});
