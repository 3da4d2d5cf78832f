/**
 * Tennis and table tennis point by point. A match's points are drawn once from the fixture's key (who serves
 * first, who wins each point at the server's chance, how long each takes) and kept as a sequence: the score
 * after every point, packed, and the play time each ended. The state at any moment is then a binary search;
 * the Winner market's chance after each point is computed on first use and kept with the sequence.
 */
import type { Score } from '@contract/sports';
import { hash3, unit } from '../markets/hash';
import { fixtureKey } from './draws';
import { fixtureCache } from './fixture-cache';
import type { MatchState } from './live';
import {
  homePointChance,
  startScore,
  type RallyEnd,
  type RallyRules,
  type RallyScore,
  type ServeChances,
} from './rally-rules';
import type { Fixture } from './schedule';
import { MINUTE_MS, type RacketRules } from './spec';
import { tableTennisRules } from './table-tennis';
import { tennisRules } from './tennis';

/** A guard the hashes never reach in practice: past it the home side takes every point, so a match ends. */
const POINT_CAP = 2_000;
const ENDS: readonly RallyEnd[] = ['point', 'game', 'set', 'match'];
/** A packed score: sets, games and points of each side, then server, opener and tie-break. */
const PACKED = 9;
const SALT = { firstServer: 0x7365, point: 0x706f, time: 0x7469 } as const;

export interface RallySequence {
  rules: RallyRules;
  serve: ServeChances;
  /** Play milliseconds (breaks between periods left out) at which each point ended. */
  endMs: Float64Array;
  winners: Uint8Array;
  /** What each point ended, as an index of ENDS. */
  ends: Uint8Array;
  /** The score after 0, 1, ... all points, PACKED numbers each. */
  scores: Uint16Array;
  /** Finished periods: the row each closed with and the index of the point that closed it. */
  periods: Array<{ row: Score; point: number }>;
  breakMs: number;
  /** Sim-clock milliseconds from the first serve to the last point, breaks included. */
  lengthMs: number;
  /** Home's match chance after n points, filled on first use (NaN until then). */
  chances: Float64Array;
}

export const rulesOf = (racket: RacketRules): RallyRules =>
  racket.game === 'tennis' ? tennisRules(racket.setsToWin) : tableTennisRules(racket.setsToWin);

/** Each side's chance of winning a point on its serve: the stronger side's serve and return are better. */
export function serveChances(fixture: Fixture, racket: RacketRules): ServeChances {
  const edge = racket.strengthWeight * Math.log(fixture.home.strength / fixture.away.strength);
  return { home: racket.serveWin + edge, away: racket.serveWin - edge };
}

function pack(score: RallyScore, into: number[]): void {
  into.push(
    ...score.sets,
    ...score.games,
    ...score.points,
    score.server,
    score.opener,
    score.tiebreak ? 1 : 0,
  );
}

function unpack(scores: Uint16Array, n: number): RallyScore {
  const at = n * PACKED;
  const pair = (offset: number): [number, number] => [scores[at + offset]!, scores[at + offset + 1]!];
  return {
    sets: pair(0),
    games: pair(2),
    points: pair(4),
    server: scores[at + 6] === 0 ? 0 : 1,
    opener: scores[at + 7] === 0 ? 0 : 1,
    tiebreak: scores[at + 8] === 1,
    lastPeriod: [0, 0],
  };
}

function drawSequence(fixture: Fixture): RallySequence {
  const racket = fixture.profile.racket!;
  const rules = rulesOf(racket);
  const serve = serveChances(fixture, racket);
  const key = fixtureKey(fixture);
  const score = startScore(unit(hash3(key, -3, SALT.firstServer)) < 0.5 ? 0 : 1);
  const scores: number[] = [];
  pack(score, scores);
  const gaps: number[] = [];
  const winners: number[] = [];
  const ends: number[] = [];
  const periods: RallySequence['periods'] = [];
  const [shortest, longest] = racket.pointSeconds;
  let pause = 0;
  for (let index = 0; ; index += 1) {
    const homeWins =
      index >= POINT_CAP || unit(hash3(key, index, SALT.point)) < homePointChance(serve, score.server);
    const end = rules.play(score, homeWins ? 0 : 1);
    gaps.push(pause + (shortest + (longest - shortest) * unit(hash3(key, index, SALT.time))) * 1000);
    winners.push(homeWins ? 0 : 1);
    ends.push(ENDS.indexOf(end));
    pack(score, scores);
    if (end === 'set' || end === 'match')
      periods.push({ row: { home: score.lastPeriod[0], away: score.lastPeriod[1] }, point: index });
    if (end === 'match') break;
    // Tennis sits down after every odd game of a set (the first point of a set follows the set break).
    pause =
      end === 'game' && (score.games[0] + score.games[1]) % 2 === 1 ? racket.changeoverSeconds * 1000 : 0;
  }
  const breakMs = fixture.profile.breakMinutes * MINUTE_MS;
  const breaksMs = (periods.length - 1) * breakMs;
  const natural = gaps.reduce((sum, gap) => sum + gap, 0);
  // A match longer than its slot is played faster, so it always ends before the league's next round.
  const scale = Math.min(1, (racket.slotMinutes * MINUTE_MS - breaksMs) / natural);
  const endMs = new Float64Array(gaps.length);
  let played = 0;
  gaps.forEach((gap, index) => (endMs[index] = played += Math.round(gap * scale)));
  return {
    rules,
    serve,
    endMs,
    winners: Uint8Array.from(winners),
    ends: Uint8Array.from(ends),
    scores: Uint16Array.from(scores),
    periods,
    breakMs,
    lengthMs: played + breaksMs,
    chances: new Float64Array(gaps.length + 1).fill(Number.NaN),
  };
}

export const rallySequence = fixtureCache(drawSequence);

/** Points finished by a play time: the number of end times at or before it. */
function pointsBy(endMs: Float64Array, playMs: number): number {
  let low = 0;
  let high = endMs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (endMs[middle]! <= playMs) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Play time at `elapsedMs` of the sim clock after the start, and whether a break between periods is on. */
function playTime(sequence: RallySequence, elapsedMs: number): { playMs: number; inBreak: boolean } {
  const { periods, breakMs, endMs } = sequence;
  for (let index = 0; index < periods.length - 1; index += 1) {
    const periodEnd = endMs[periods[index]!.point]!;
    if (elapsedMs < periodEnd + index * breakMs)
      return { playMs: elapsedMs - index * breakMs, inBreak: false };
    if (elapsedMs < periodEnd + (index + 1) * breakMs) return { playMs: periodEnd, inBreak: true };
  }
  return { playMs: elapsedMs - (periods.length - 1) * breakMs, inBreak: false };
}

/** The match at a moment (it has started; the caller answers before the first serve). */
export function rallyState(fixture: Fixture, at: number): MatchState {
  const sequence = rallySequence(fixture);
  const ended = at - fixture.startsAt >= sequence.lengthMs;
  const { playMs, inBreak } = playTime(sequence, Math.min(at - fixture.startsAt, sequence.lengthMs));
  const played = ended ? sequence.endMs.length : pointsBy(sequence.endMs, playMs);
  const score = unpack(sequence.scores, played);
  const finished = sequence.periods.filter((period) => period.point < played).map((period) => period.row);
  const row = sequence.rules.periodRow(score);
  const periodScores = ended || inBreak ? finished : [...finished, { home: row[0], away: row[1] }];
  const state: MatchState = {
    status: ended ? 'ended' : 'live',
    score: { home: score.sets[0], away: score.sets[1] },
    period: Math.max(1, periodScores.length),
    inBreak,
    clock: Math.floor(playMs / 1000),
    periodScores,
    pointsPlayed: played,
  };
  if (ended) return { ...state, winner: score.sets[0] > score.sets[1] ? 'home' : 'away' };
  return {
    ...state,
    gamePoints: sequence.rules.gamePoints(score),
    serving: score.server === 0 ? 'home' : 'away',
  };
}

/** Home's chance of winning the match after `played` points. */
export function rallyHomeChance(fixture: Fixture, played: number): number {
  const sequence = rallySequence(fixture);
  if (Number.isNaN(sequence.chances[played]))
    sequence.chances[played] = sequence.rules.homeWinChance(unpack(sequence.scores, played), sequence.serve);
  return sequence.chances[played]!;
}

/** The points that make incidents (games won in tennis, every point in table tennis) among the first `played`. */
export function rallyIncidents(fixture: Fixture, played: number) {
  const { rules, ends, winners, endMs } = rallySequence(fixture);
  const incidents: Array<{ side: 'home' | 'away'; playSecond: number; points: number }> = [];
  for (let index = 0; index < played; index += 1) {
    if (rules.incidentOn === 'game' && ends[index] === 0) continue;
    incidents.push({
      side: winners[index] === 0 ? 'home' : 'away',
      playSecond: Math.floor(endMs[index]! / 1000),
      points: 1,
    });
  }
  return incidents;
}
