/**
 * The markets and results of the sports world (src/sim/domains/sports/markets.ts, totals.ts, odds.ts, the
 * model): every open market carries the margin, totals settle by the final total, called-off matches refund,
 * counts follow kick-offs and final whistles, and the world is a function of its seed.
 */
import { describe, expect, it } from 'vitest';
import type { Market } from '@contract/sports';
import { createSportsModel } from '../../../src/sim/domains/sports/model';
import { fixtureCache } from '../../../src/sim/domains/sports/fixture-cache';
import { leagueFixtures, type Fixture } from '../../../src/sim/domains/sports/schedule';
import { BOOKMAKER_MARGIN, CANCEL_SHOWN_BEFORE_MS } from '../../../src/sim/domains/sports/spec';
import { totalLine } from '../../../src/sim/domains/sports/totals';

const AT = Date.UTC(2026, 10, 27, 12, 0);
const MINUTE = 60_000;
const DAY = 86_400_000;
const model = createSportsModel('markets-seed');

const fixturesOf = (sportId: number, days = 1) =>
  model.world.leaguesOf(sportId).flatMap((league) => leagueFixtures(league, AT, AT + days * DAY));
const played = (fixtures: Fixture[]) => fixtures.filter((fixture) => !fixture.cancelled);

/** Sum of 1 / odds, and how far rounding each price to two decimals can move it. */
function overround(market: Market) {
  const odds = market.options.map((option) => option.odds);
  return {
    sum: odds.reduce((sum, value) => sum + 1 / value, 0),
    rounding: odds.reduce((sum, value) => sum + 0.005 / (value * (value - 0.005)), 0),
  };
}

describe('margin', () => {
  it('every open market of many matches sums to 1 + margin within the rounding, tennis included', () => {
    const checked = new Map<string, number>();
    for (const sportId of [1, 2, 4, 5, 6, 20, 23, 300]) {
      for (const fixture of played(fixturesOf(sportId)).slice(0, 12)) {
        const length = fixture.endsAt - fixture.startsAt;
        for (const share of [-0.1, 0, 0.2, 0.45, 0.7, 0.95]) {
          for (const market of model.markets(fixture.id, fixture.startsAt + share * length)) {
            if (market.status !== 'open') continue;
            const { sum, rounding } = overround(market);
            expect(Math.abs(sum - (1 + BOOKMAKER_MARGIN))).toBeLessThanOrEqual(rounding + 1e-9);
            expect(market.options.every((option) => !option.suspended)).toBe(true);
            checked.set(market.name, (checked.get(market.name) ?? 0) + 1);
          }
        }
      }
    }
    expect(checked.get('Winner')).toBeGreaterThan(100);
    expect(checked.get('1X2')).toBeGreaterThan(100);
    expect(checked.get('Total')).toBeGreaterThan(100);
  });
});

describe('totals', () => {
  it('offer Over and Under a half-point line near the expected total, main market first', () => {
    const [fixture] = played(fixturesOf(1));
    const markets = model.markets(fixture!.id, fixture!.startsAt - MINUTE);
    expect(markets.map((market) => market.name)).toEqual(['1X2', 'Total']);
    const line = totalLine(fixture!).points;
    expect(line % 1).toBe(0.5);
    expect(line).toBeLessThan(6);
    expect(markets[1]!.options.map((option) => option.name)).toEqual([`Over ${line}`, `Under ${line}`]);
    expect(markets[1]!.options[0]!.id).toBe(`${fixture!.id}:total:over`);
    expect(model.option(`${fixture!.id}:total:under`, AT)?.market.name).toBe('Total');
  });

  it('settle by the final total, and close at the end', () => {
    let overs = 0;
    for (const fixture of played([...fixturesOf(1), ...fixturesOf(2)])) {
      const over = `${fixture.id}:total:over`;
      const under = `${fixture.id}:total:under`;
      expect(model.optionResult(over, fixture.endsAt - 1)).toBeUndefined();
      const { score } = model.match(fixture.id, fixture.endsAt)!;
      const isOver = score.home + score.away > totalLine(fixture).points;
      expect(model.optionResult(over, fixture.endsAt)).toBe(isOver ? 'won' : 'lost');
      expect(model.optionResult(under, fixture.endsAt)).toBe(isOver ? 'lost' : 'won');
      expect(model.markets(fixture.id, fixture.endsAt)[1]!.status).toBe('closed');
      if (isOver) overs += 1;
    }
    expect(overs).toBeGreaterThan(0);
  });
});

describe('option results', () => {
  it('name exactly one winning option of every main market once ended, none before', () => {
    for (const fixture of played([...fixturesOf(1), ...fixturesOf(5), ...fixturesOf(20)]).slice(0, 60)) {
      const [main] = model.markets(fixture.id, fixture.endsAt);
      expect(main!.options.map((option) => model.optionResult(option.id, fixture.startsAt))).toEqual(
        main!.options.map(() => undefined),
      );
      const results = main!.options.map((option) => model.optionResult(option.id, fixture.endsAt));
      expect(results.filter((result) => result === 'won')).toHaveLength(1);
      expect(results.filter((result) => result === 'lost')).toHaveLength(results.length - 1);
      const winner = model.match(fixture.id, fixture.endsAt)!.winner;
      expect(model.optionResult(`${main!.id}:${winner}`, fixture.endsAt)).toBe('won');
    }
    expect(model.optionResult('1-0-5:nonsense:home', AT + 30 * DAY)).toBeUndefined();
    expect(model.optionResult('9-99-5:1x2:home', AT)).toBeUndefined();
  });
});

describe('called-off matches', () => {
  const cancelled = model.world.leagues
    .flatMap((league) => leagueFixtures(league, AT, AT + 2 * DAY))
    .filter((fixture) => fixture.cancelled);

  it('are about one in eighty', () => {
    const all = model.world.leagues.flatMap((league) => leagueFixtures(league, AT, AT + 2 * DAY));
    expect(cancelled.length / all.length).toBeGreaterThan(1 / 160);
    expect(cancelled.length / all.length).toBeLessThan(1 / 40);
  });

  it('show as cancelled from an hour before the start, never go live, close their markets and refund', () => {
    for (const fixture of cancelled.slice(0, 10)) {
      const shownAt = fixture.startsAt - CANCEL_SHOWN_BEFORE_MS;
      expect(model.match(fixture.id, shownAt - 1)!.status).toBe('scheduled');
      const [main] = model.markets(fixture.id, shownAt - 1);
      expect(model.optionResult(main!.options[0]!.id, shownAt - 1)).toBeUndefined();
      for (const at of [shownAt, fixture.startsAt, fixture.startsAt + 30 * MINUTE, fixture.startsAt + DAY]) {
        expect(model.match(fixture.id, at)!.status).toBe('cancelled');
        for (const market of model.markets(fixture.id, at)) {
          expect(market.status).toBe('closed');
          for (const option of market.options) expect(model.optionResult(option.id, at)).toBe('refunded');
        }
      }
      expect(model.incidents(fixture.id, fixture.startsAt + DAY)).toEqual([]);
      expect(model.outcome(fixture.id)!.status).toBe('cancelled');
    }
  });

  it('are not counted once cancelled', () => {
    const fixture = cancelled[0]!;
    const sportId = fixture.league.sportId;
    const before = model.count(sportId, fixture.startsAt - CANCEL_SHOWN_BEFORE_MS - 1);
    const after = model.count(sportId, fixture.startsAt - CANCEL_SHOWN_BEFORE_MS);
    // Nothing else of the sport may start or end in that millisecond; the total drops by the one match.
    expect(after.total).toBe(before.total - 1);
    expect(model.live(fixture.startsAt).map((event) => event.match.id)).not.toContain(fixture.id);
  });
});

describe('counts and the live pass', () => {
  it('move as matches go live and end, and agree with the live pass', () => {
    const fixture = played(fixturesOf(5))[0]!;
    const liveIds = (at: number) => model.live(at).map((event) => event.match.id);
    expect(liveIds(fixture.startsAt - 1)).not.toContain(fixture.id);
    expect(liveIds(fixture.startsAt)).toContain(fixture.id);
    expect(liveIds(fixture.endsAt - 1)).toContain(fixture.id);
    expect(liveIds(fixture.endsAt)).not.toContain(fixture.id);
    // A league's round kicks off together, so the count moves by the round's matches; it is what the pass lists.
    const liveTennis = (at: number) => model.live(at).filter((event) => event.match.sportId === 5).length;
    for (const at of [fixture.startsAt - 1, fixture.startsAt, fixture.endsAt - 1, fixture.endsAt])
      expect(model.count(5, at).live).toBe(liveTennis(at));
    expect(model.count(5, fixture.startsAt).live).toBeGreaterThan(model.count(5, fixture.startsAt - 1).live);
    expect(model.count(5, fixture.endsAt).live).toBe(model.count(5, fixture.endsAt - 1).live - 1);
    for (const at of [AT, AT + 7 * 3_600_000, AT + 13 * 3_600_000]) {
      const live = model.live(at);
      const counted = model.categories(at).reduce((sum, category) => sum + category.count.live, 0);
      expect(live).toHaveLength(counted);
      for (const event of live) expect(event.markets[0]!.matchId).toBe(event.match.id);
    }
  });

  it('count the whole horizon as the fixture lists do', () => {
    for (const sportId of [1, 5, 20]) {
      const at = AT + 5 * 3_600_000;
      const listed = model
        .matches(sportId, at, at + 3 * DAY)
        .filter((match) => match.status === 'live' || match.status === 'scheduled');
      expect(model.count(sportId, at).total).toBe(listed.length);
    }
  });
});

describe('seeds', () => {
  it('the same seed plays the same tennis and prices the same; another seed differs', () => {
    const again = createSportsModel('markets-seed');
    const other = createSportsModel('other-seed');
    const sample = (subject: typeof model, at: number) =>
      subject.live(at).map((event) => [event.match, event.markets]);
    for (const at of [AT, AT + 3 * 3_600_000]) expect(sample(again, at)).toEqual(sample(model, at));
    expect(sample(other, AT)).not.toEqual(sample(model, AT));
  });
});

describe('fixture cache', () => {
  it('draws once per fixture and keeps only the most recent per league', () => {
    let draws = 0;
    const cached = fixtureCache((fixture) => ({ id: fixture.id, draw: (draws += 1) }), 3);
    const fixtures = fixturesOf(1).filter((fixture) => fixture.league.id === '1-0');
    expect(cached(fixtures[0]!)).toBe(cached(fixtures[0]!));
    expect(draws).toBe(1);
    for (const fixture of fixtures.slice(1, 4)) cached(fixture);
    expect(draws).toBe(4);
    cached(fixtures[0]!); // evicted by the three after it: drawn again
    expect(draws).toBe(5);
    cached(fixtures[3]!); // still kept
    expect(draws).toBe(5);
  });
});
