/**
 * Tennis and table tennis point by point (src/sim/domains/sports/rally.ts, tennis.ts, table-tennis.ts): the
 * scoring rules, the exactness of the Markov match chance, and the matches as the model shows them.
 */
import { describe, expect, it } from 'vitest';
import { createStream } from '../../../src/sim/services/rng';
import { createSportsModel } from '../../../src/sim/domains/sports/model';
import { rallyHomeChance, rallySequence } from '../../../src/sim/domains/sports/rally';
import {
  raceChance,
  startScore,
  type Player,
  type RallyRules,
} from '../../../src/sim/domains/sports/rally-rules';
import { leagueFixtures } from '../../../src/sim/domains/sports/schedule';
import { tableTennisRules } from '../../../src/sim/domains/sports/table-tennis';
import { tennisRules } from '../../../src/sim/domains/sports/tennis';

const AT = Date.UTC(2026, 10, 27, 12, 0);
const DAY = 86_400_000;
const model = createSportsModel('racket-seed');

const playedFixtures = (sportId: number, days = 2) =>
  model.world
    .leaguesOf(sportId)
    .flatMap((league) => leagueFixtures(league, AT, AT + days * DAY))
    .filter((fixture) => !fixture.cancelled);

/** Plays points from a list of winners and answers the score and what each point ended. */
function playAll(rules: RallyRules, winners: Player[], server: Player = 0) {
  const score = startScore(server);
  const ends = winners.map((winner) => rules.play(score, winner));
  return { score, ends };
}

const repeat = (player: Player, count: number): Player[] => Array.from({ length: count }, () => player);

describe('tennis scoring', () => {
  const tennis = tennisRules(2);

  it('counts 15, 30, 40, deuce and advantage, and wins a game two points clear', () => {
    const score = startScore(0);
    const labels: string[] = [];
    for (const winner of [0, 0, 1, 0, 1, 1, 0, 1, 1] as Player[]) {
      tennis.play(score, winner);
      const { home, away } = tennis.gamePoints(score);
      labels.push(`${home}-${away}`);
    }
    expect(labels).toEqual(['15-0', '30-0', '30-15', '40-15', '40-30', '40-40', 'AD-40', '40-40', '40-AD']);
    expect(tennis.play(score, 1)).toBe('game');
    expect(score.games).toEqual([0, 1]);
    expect(score.server).toBe(1);
  });

  it('ends a set at six games two clear, at 7–5, or by a tie-break to seven at 6–6', () => {
    // Six love: every game to home.
    expect(playAll(tennis, repeat(0, 24)).score.sets).toEqual([1, 0]);
    // 5–5, then 7–5.
    const fiveAll = [...repeat(0, 20), ...repeat(1, 20)];
    const toSevenFive = playAll(tennis, [...fiveAll, ...repeat(0, 8)]);
    expect(toSevenFive.score.lastPeriod).toEqual([7, 5]);
    // 6–6 is a tie-break: 6–6 in points is not enough, 8–6 wins it and the set 7–6.
    const sixAll = [...fiveAll, ...repeat(0, 4), ...repeat(1, 4)];
    const atTiebreak = playAll(tennis, sixAll);
    expect(atTiebreak.score.tiebreak).toBe(true);
    const points: Player[] = [...sixAll];
    for (let index = 0; index < 6; index += 1) points.push(0, 1);
    const tied = playAll(tennis, points);
    expect(tied.score.sets).toEqual([0, 0]);
    expect(tennis.gamePoints(tied.score)).toEqual({ home: '6', away: '6' });
    const won = playAll(tennis, [...points, 1, 1]);
    expect(won.ends.at(-1)).toBe('set');
    expect(won.score.lastPeriod).toEqual([6, 7]);
    // The side that received first in the tie-break serves first in the next set.
    expect(won.score.server).toBe(tied.score.opener === 0 ? 1 : 0);
  });

  it('serves the tie-break one point, then two each', () => {
    const fiveAll = [...repeat(0, 20), ...repeat(1, 20)];
    const score = playAll(tennis, [...fiveAll, ...repeat(0, 4), ...repeat(1, 4)]).score;
    const servers = [score.server];
    for (let index = 0; index < 6; index += 1) {
      tennis.play(score, (index % 2) as Player);
      servers.push(score.server);
    }
    const opener = servers[0]!;
    const next = opener === 0 ? 1 : 0;
    expect(servers).toEqual([opener, next, next, opener, opener, next, next]);
  });

  it('ends the match at two sets', () => {
    const { ends, score } = playAll(tennis, repeat(1, 48));
    expect(ends.at(-1)).toBe('match');
    expect(ends.filter((end) => end === 'set')).toHaveLength(1);
    expect(score.sets).toEqual([0, 2]);
  });
});

describe('table tennis scoring', () => {
  const tableTennis = tableTennisRules(3);

  it('wins a game at eleven, two clear, and changes the serve every two points, then every point at 10–10', () => {
    const { score } = playAll(tableTennis, [...repeat(0, 10), ...repeat(1, 10)]);
    expect(score.sets).toEqual([0, 0]);
    const opener = score.opener;
    tableTennis.play(score, 0);
    expect(score.server).not.toBe(opener);
    tableTennis.play(score, 1);
    expect(score.server).toBe(opener);
    expect(tableTennis.play(score, 1)).toBe('point');
    expect(tableTennis.play(score, 1)).toBe('set');
    expect(score.lastPeriod).toEqual([11, 13]);
    expect(score.server).not.toBe(opener);
  });

  it('plays best of five games', () => {
    const { ends, score } = playAll(tableTennis, [...repeat(0, 22), ...repeat(1, 33)]);
    expect(score.sets).toEqual([2, 3]);
    expect(ends.at(-1)).toBe('match');
  });
});

describe('the Markov match chance', () => {
  it('holds a serve at 60% in 73.6% of games (the textbook figure)', () => {
    expect(raceChance(0, 0, 4, () => 0.6)).toBeCloseTo(0.7357, 4);
  });

  it('is a half for equal players and agrees with simulated matches', () => {
    const serve = { home: 0.66, away: 0.6 };
    for (const rules of [tennisRules(2), tableTennisRules(3)]) {
      expect(rules.homeWinChance(startScore(0), { home: 0.6, away: 0.6 })).toBeCloseTo(0.5, 9);
      const exact = rules.homeWinChance(startScore(0), serve);
      const random = createStream('markov-check', 'points');
      const runs = 20_000;
      let homeWins = 0;
      for (let run = 0; run < runs; run += 1) {
        const score = startScore(0);
        for (;;) {
          const homeChance = score.server === 0 ? serve.home : 1 - serve.away;
          const end = rules.play(score, random.next() < homeChance ? 0 : 1);
          if (end === 'match') break;
        }
        if (score.sets[0] > score.sets[1]) homeWins += 1;
      }
      // Four standard errors of 20 000 runs.
      expect(Math.abs(homeWins / runs - exact)).toBeLessThan(0.015);
    }
  });

  it('is certain once a side has won', () => {
    const fixture = playedFixtures(5)[0]!;
    const sequence = rallySequence(fixture);
    const homeWon = sequence.winners.at(-1) === 0;
    expect(rallyHomeChance(fixture, sequence.endMs.length)).toBe(homeWon ? 1 : 0);
  });
});

describe('tennis and table tennis matches', () => {
  it('play sets by the rules: rows that end a set, a winner with two sets (three games), live fields', () => {
    for (const [sportId, setsToWin] of [
      [5, 2],
      [20, 3],
    ] as const) {
      for (const fixture of playedFixtures(sportId).slice(0, 30)) {
        const final = model.match(fixture.id, fixture.endsAt)!;
        expect(final.status).toBe('ended');
        expect(Math.max(final.score.home, final.score.away)).toBe(setsToWin);
        expect(final.winner).toBe(final.score.home > final.score.away ? 'home' : 'away');
        expect(final.periodScores).toHaveLength(final.score.home + final.score.away);
        for (const { home, away } of final.periodScores) {
          const [high, low] = [Math.max(home, away), Math.min(home, away)];
          if (sportId === 5) expect([6, 7]).toContain(high);
          if (sportId === 5 && high === 6) expect(low).toBeLessThanOrEqual(4);
          if (sportId === 5 && high === 7) expect([5, 6]).toContain(low);
          if (sportId === 20)
            expect(high >= 11 && high - low >= 2 && (high === 11 || high - low === 2)).toBe(true);
        }
        const live = model.match(fixture.id, fixture.startsAt + 5 * 60_000)!;
        expect(live.status).toBe('live');
        expect(live.gamePoints).toBeDefined();
        expect(live.serving).toMatch(/home|away/);
        expect(model.match(fixture.id, fixture.endsAt - 1)!.status).toBe('live');
      }
    }
  });

  it('last a realistic time within the slot', () => {
    const minutes = (sportId: number) =>
      playedFixtures(sportId).map((fixture) => (fixture.endsAt - fixture.startsAt) / 60_000);
    const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(average(minutes(5))).toBeGreaterThan(80);
    expect(average(minutes(5))).toBeLessThan(150);
    expect(Math.max(...minutes(5))).toBeLessThanOrEqual(200);
    expect(average(minutes(20))).toBeGreaterThan(12);
    expect(Math.max(...minutes(20))).toBeLessThanOrEqual(45);
  });

  it('show one incident per game won (tennis) or per point (table tennis)', () => {
    const tennis = playedFixtures(5)[0]!;
    const games = model
      .match(tennis.id, tennis.endsAt)!
      .periodScores.reduce((sum, row) => sum + row.home + row.away, 0);
    expect(model.incidents(tennis.id, tennis.endsAt)).toHaveLength(games);
    const tableTennis = playedFixtures(20)[0]!;
    const points = model
      .match(tableTennis.id, tableTennis.endsAt)!
      .periodScores.reduce((sum, row) => sum + row.home + row.away, 0);
    expect(model.incidents(tableTennis.id, tableTennis.endsAt)).toHaveLength(points);
    expect(model.incidents(tennis.id, tennis.startsAt - 1)).toEqual([]);
  });

  it('hold the Winner market during a set break and move it with the score', () => {
    const fixture = playedFixtures(5).find((entry) => rallySequence(entry).periods.length === 3)!;
    const sequence = rallySequence(fixture);
    const firstSetEnd = fixture.startsAt + sequence.endMs[sequence.periods[0]!.point]!;
    const market = model.market(fixture.id, firstSetEnd + 30_000)!;
    expect(model.match(fixture.id, firstSetEnd + 30_000)!.inBreak).toBe(true);
    expect(market.status).toBe('suspended');
    expect(model.market(fixture.id, firstSetEnd + sequence.breakMs + 60_000)!.status).not.toBe('closed');
    expect(model.market(fixture.id, firstSetEnd - 1)!.options[0]!.odds).not.toBe(
      model.market(fixture.id, fixture.startsAt)!.options[0]!.odds,
    );
  });
});
