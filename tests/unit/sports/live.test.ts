/**
 * The live model and its odds (src/sim/domains/sports/live.ts, odds.ts, counts.ts): the score only grows and
 * stops at full time, odds carry the stated margin and move, markets are suspended after a score and closed
 * at the end, category counts follow kick-offs and final whistles.
 */
import { describe, expect, it } from 'vitest';
import { createSportsModel } from '../../../src/sim/domains/sports/model';
import { matchState, scoringEvents, wallTime } from '../../../src/sim/domains/sports/live';
import { mainMarket, outcomeProbabilities } from '../../../src/sim/domains/sports/odds';
import { leagueFixtures } from '../../../src/sim/domains/sports/schedule';
import { BOOKMAKER_MARGIN, SUSPEND_AFTER_SCORE_MS } from '../../../src/sim/domains/sports/spec';

const AT = Date.UTC(2026, 10, 27, 12, 0);
const MINUTE = 60_000;
const DAY = 86_400_000;
const model = createSportsModel('live-seed');

/** Football fixtures of the next day that are played (not called off), with their scoring events. */
const footballFixtures = model.world
  .leaguesOf(1)
  .flatMap((league) => leagueFixtures(league, AT, AT + DAY))
  .filter((fixture) => !fixture.cancelled)
  .map((fixture) => ({ fixture, events: scoringEvents(fixture) }));

const inverseSum = (odds: number[]) => odds.reduce((sum, value) => sum + 1 / value, 0);

describe('live football', () => {
  it('plays 90 minutes and a break: the score only grows and ends at full time', () => {
    for (const { fixture, events } of footballFixtures.slice(0, 20)) {
      expect(fixture.endsAt - fixture.startsAt).toBe(105 * MINUTE);
      let previous = matchState(fixture, fixture.startsAt - 1, events);
      expect(previous).toMatchObject({ status: 'scheduled', score: { home: 0, away: 0 } });
      for (let at = fixture.startsAt; at <= fixture.endsAt + 10 * MINUTE; at += 30_000) {
        const state = matchState(fixture, at, events);
        expect(state.score.home).toBeGreaterThanOrEqual(previous.score.home);
        expect(state.score.away).toBeGreaterThanOrEqual(previous.score.away);
        expect(state.clock).toBeGreaterThanOrEqual(previous.clock);
        expect(state.status).toBe(at < fixture.endsAt ? 'live' : 'ended');
        previous = state;
      }
      expect(previous.clock).toBe(90 * 60);
      expect(previous.score.home + previous.score.away).toBe(events.length);
      expect(matchState(fixture, fixture.endsAt + DAY, events).score).toEqual(previous.score);
    }
  });

  it('stops the clock at half time and names the period', () => {
    const { fixture, events } = footballFixtures[0]!;
    const halfTime = matchState(fixture, fixture.startsAt + 50 * MINUTE, events);
    expect(halfTime).toMatchObject({ status: 'live', period: 1, inBreak: true, clock: 45 * 60 });
    const second = matchState(fixture, fixture.startsAt + 70 * MINUTE, events);
    expect(second).toMatchObject({ period: 2, inBreak: false, clock: 55 * 60 });
  });

  it('scores about as often as the profile says (1.35 a team a match at strength one)', () => {
    const goals = footballFixtures.reduce((sum, { events }) => sum + events.length, 0);
    const perMatch = goals / footballFixtures.length;
    expect(perMatch).toBeGreaterThan(1.5);
    expect(perMatch).toBeLessThan(4.5);
  });
});

describe('odds', () => {
  it('carry the stated margin: the sum of 1 / odds is 1 + margin before and during play', () => {
    let checked = 0;
    for (const { fixture, events } of footballFixtures.slice(0, 20)) {
      for (const minute of [-10, 0, 20, 60]) {
        const at = fixture.startsAt + minute * MINUTE;
        const market = mainMarket(fixture, matchState(fixture, at, events), at);
        if (market.options.some((option) => option.odds < 1.2)) continue; // a decided line is suspended
        expect(market.options).toHaveLength(3);
        expect(inverseSum(market.options.map((option) => option.odds))).toBeCloseTo(1 + BOOKMAKER_MARGIN, 2);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('favour the stronger side and move as the clock runs', () => {
    const { fixture, events } = footballFixtures.find(
      ({ fixture }) => Math.abs(fixture.home.strength - fixture.away.strength) > 0.4,
    )!;
    const chances = outcomeProbabilities(fixture, matchState(fixture, fixture.startsAt - 1, events));
    expect(chances.home + chances.draw + chances.away).toBeCloseTo(1, 9);
    const homeStronger = fixture.home.strength > fixture.away.strength;
    expect(chances.home > chances.away).toBe(homeStronger);
    const odds = (minute: number) => {
      const at = fixture.startsAt + minute * MINUTE;
      return mainMarket(fixture, matchState(fixture, at, events), at).options.map((option) => option.odds);
    };
    expect(odds(30)).not.toEqual(odds(0));
  });

  it('suspend the market right after a score and close it at the end', () => {
    const { fixture, events } = footballFixtures.find(({ events }) => events.length > 0)!;
    const scoredAt = wallTime(fixture.profile, fixture.startsAt, events[0]!.playSecond);
    const marketAt = (at: number) => mainMarket(fixture, matchState(fixture, at, events), at);
    expect(marketAt(scoredAt + 1000).status).toBe('suspended');
    expect(marketAt(scoredAt + 1000).options.every((option) => option.suspended)).toBe(true);
    expect(marketAt(scoredAt - 1000).status).not.toBe('closed');
    const afterWhistle = marketAt(fixture.endsAt + SUSPEND_AFTER_SCORE_MS);
    expect(afterWhistle.status).toBe('closed');
    expect(afterWhistle.options.every((option) => option.suspended)).toBe(true);
  });

  it('quote a Winner market without a draw where a sport cannot end level', () => {
    const [match] = model.matches(2, AT, AT + DAY);
    const market = model.market(match!.id, match!.startsAt - MINUTE)!;
    expect(market.name).toBe('Winner');
    expect(market.options.map((option) => option.name)).toEqual([match!.home.name, match!.away.name]);
    expect(inverseSum(market.options.map((option) => option.odds))).toBeCloseTo(1 + BOOKMAKER_MARGIN, 2);
  });
});

describe('category counts', () => {
  it('count a match as live from kick-off and drop it at the final whistle', () => {
    const fixture = footballFixtures[0]!.fixture;
    const liveIds = (at: number) =>
      model
        .matches(1, at, at + 1)
        .filter((match) => match.status === 'live')
        .map((match) => match.id);
    for (const at of [fixture.startsAt - 1, fixture.startsAt, fixture.endsAt - 1, fixture.endsAt]) {
      expect(model.count(1, at).live).toBe(liveIds(at).length);
    }
    expect(liveIds(fixture.startsAt - 1)).not.toContain(fixture.id);
    expect(liveIds(fixture.startsAt)).toContain(fixture.id);
    expect(liveIds(fixture.endsAt - 1)).toContain(fixture.id);
    expect(liveIds(fixture.endsAt)).not.toContain(fixture.id);
    expect(model.matches(1, fixture.endsAt, fixture.endsAt + DAY).map((match) => match.id)).not.toContain(
      fixture.id,
    );
  });

  it('sort the sidebar by live count, then total', () => {
    const categories = model.categories(AT);
    for (const [index, category] of categories.slice(1).entries()) {
      const previous = categories[index]!.count;
      expect(
        previous.live > category.count.live ||
          (previous.live === category.count.live && previous.total >= category.count.total),
      ).toBe(true);
      expect(category.count.total).toBeGreaterThanOrEqual(category.count.live);
    }
  });
});

describe('results', () => {
  it('name the winner from the final score once ended, and only then', () => {
    for (const { fixture, events } of footballFixtures) {
      expect(matchState(fixture, fixture.endsAt - 1, events).winner).toBeUndefined();
      const { score, winner } = matchState(fixture, fixture.endsAt, events);
      const expected = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
      expect(winner).toBe(expected);
      expect(model.match(fixture.id, fixture.endsAt)?.winner).toBe(expected);
    }
  });

  it('decide a level end of a sport without draws for one side or the other', () => {
    const winners = new Set<string>();
    // Volleyball plays the generic Poisson model (tennis and table tennis always end with a winner of sets).
    for (const league of model.world.leagues.filter((league) => league.sportId === 23)) {
      for (const fixture of leagueFixtures(league, AT, AT + 3 * DAY).filter((entry) => !entry.cancelled)) {
        const { winner } = matchState(fixture, fixture.endsAt);
        expect(winner === 'home' || winner === 'away').toBe(true);
        winners.add(winner!);
      }
    }
    expect(winners.size).toBe(2);
  });
});
