/**
 * The live model (point-by-point sports: rally.ts): a match's scoring events are a pure function of the league's key, the slot and the minute
 * of play. Each side scores a Poisson number of events a minute at its rate (profile rate × its strength,
 * the home side a little more), each at a hashed second of that minute; the score, period and clock at any
 * moment follow from them, so the score only grows and stops at the final whistle.
 */
import type { Match, MatchStatus, MatchWinner, Score } from '@contract/sports';
import { hash3, unit } from '../markets/hash';
import { fixtureKey } from './draws';
import { fixtureCache } from './fixture-cache';
import { rallyState } from './rally';
import type { Fixture } from './schedule';
import { CANCEL_SHOWN_BEFORE_MS, MINUTE_MS, type PlayProfile } from './spec';

/** Home sides score this much more, away sides this much less (operator choice). */
export const HOME_ADVANTAGE = 1.1;

export type Side = 'home' | 'away';

export interface ScoringEvent {
  side: Side;
  /** Seconds of play at which it happened. */
  playSecond: number;
}

export interface MatchState {
  status: MatchStatus;
  score: Score;
  period: number;
  inBreak: boolean;
  /** Seconds of play so far. */
  clock: number;
  /** Points of each period played or in play. */
  periodScores: Score[];
  /** Sim-clock time of the latest score, if any. */
  lastScoreAt?: number;
  /** Once ended: the outcome bets settle by. */
  winner?: MatchWinner;
  /** Point-by-point sports: points played so far, the game in play and who serves next. */
  pointsPlayed?: number;
  gamePoints?: { home: string; away: string };
  serving?: Side;
}

/** Events a minute of each side. */
export function sideRates(fixture: Fixture): Record<Side, number> {
  const rate = fixture.profile.eventsPerMinute;
  return {
    home: rate * fixture.home.strength * HOME_ADVANTAGE,
    away: (rate * fixture.away.strength) / HOME_ADVANTAGE,
  };
}

/** Inverse Poisson CDF: the count a uniform draw picks for mean `mean`. */
export function poissonCount(mean: number, uniform: number): number {
  let probability = Math.exp(-mean);
  let cumulative = probability;
  let count = 0;
  while (uniform > cumulative && count < 50) {
    count += 1;
    probability *= mean / count;
    cumulative += probability;
  }
  return count;
}

/** Seconds of play between two scores: a quarter of the mean gap at the sport's pace, at most this many. */
const MAX_SCORE_GAP_S = 45;
const SCORE_GAP_FACTOR = 15;

function drawScoringEvents(fixture: Fixture): ScoringEvent[] {
  const key = fixtureKey(fixture);
  const rates = sideRates(fixture);
  const minutes = fixture.profile.periods * fixture.profile.periodMinutes;
  const events: ScoringEvent[] = [];
  for (let minute = 0; minute < minutes; minute += 1) {
    (['home', 'away'] as const).forEach((side, sideIndex) => {
      const count = poissonCount(rates[side], unit(hash3(key, minute, sideIndex)));
      for (let index = 0; index < count; index += 1) {
        const second = Math.floor(unit(hash3(key, minute, 2 + sideIndex * 64 + index)) * 60);
        events.push({ side, playSecond: minute * 60 + second });
      }
    });
  }
  // Scores are spaced as play allows (a restart after a goal, a possession after a basket): a score drawn too
  // close to the one before moves to the earliest second allowed, and one pushed past the end is not scored.
  const gap = Math.min(MAX_SCORE_GAP_S, Math.floor(SCORE_GAP_FACTOR / (rates.home + rates.away)));
  const spaced: ScoringEvent[] = [];
  for (const event of events.sort((a, b) => a.playSecond - b.playSecond)) {
    const playSecond = Math.max(event.playSecond, (spaced.at(-1)?.playSecond ?? -gap) + gap);
    if (playSecond < minutes * 60) spaced.push({ ...event, playSecond });
  }
  return spaced;
}

/** Every scoring event of the whole match, in order of play (drawn once, then cached; never change it). */
export const scoringEvents: (fixture: Fixture) => readonly ScoringEvent[] = fixtureCache(drawScoringEvents);

/** Seconds of play at a moment of the clock (breaks do not count), and where in the match it is. */
export function playClock(profile: PlayProfile, startsAt: number, at: number) {
  const periodMs = profile.periodMinutes * MINUTE_MS;
  const cycleMs = periodMs + profile.breakMinutes * MINUTE_MS;
  const wall = Math.max(0, at - startsAt);
  const cycle = Math.min(Math.floor(wall / cycleMs), profile.periods - 1);
  const intoCycle = wall - cycle * cycleMs;
  const inPlay = Math.min(intoCycle, periodMs);
  return {
    period: cycle + 1,
    inBreak: intoCycle >= periodMs && cycle < profile.periods - 1,
    clock: Math.floor((cycle * periodMs + inPlay) / 1000),
  };
}

/** The sim-clock time of a second of play. */
export function wallTime(profile: PlayProfile, startsAt: number, playSecond: number): number {
  const period = Math.floor(playSecond / (profile.periodMinutes * 60));
  return startsAt + playSecond * 1000 + period * profile.breakMinutes * MINUTE_MS;
}

const notStarted = (status: 'scheduled' | 'cancelled'): MatchState => ({
  status,
  score: { home: 0, away: 0 },
  period: 0,
  inBreak: false,
  clock: 0,
  periodScores: [],
});

/** Whether a called-off match shows as cancelled at `at` (from a little before its start on). */
export const isCancelledAt = (fixture: Fixture, at: number): boolean =>
  fixture.cancelled && at >= fixture.startsAt - CANCEL_SHOWN_BEFORE_MS;

export function matchState(
  fixture: Fixture,
  at: number,
  events: readonly ScoringEvent[] = fixture.profile.racket ? [] : scoringEvents(fixture),
): MatchState {
  if (isCancelledAt(fixture, at)) return notStarted('cancelled');
  if (at < fixture.startsAt) return notStarted('scheduled');
  if (fixture.profile.racket) return rallyState(fixture, at);
  const { period, inBreak, clock } = playClock(fixture.profile, fixture.startsAt, at);
  const score = { home: 0, away: 0 };
  const periodScores = Array.from({ length: period }, () => ({ home: 0, away: 0 }));
  const periodSeconds = fixture.profile.periodMinutes * 60;
  let lastScoreAt: number | undefined;
  for (const event of events) {
    if (event.playSecond > clock) break;
    score[event.side] += fixture.profile.points;
    const row = periodScores[Math.min(period - 1, Math.floor(event.playSecond / periodSeconds))]!;
    row[event.side] += fixture.profile.points;
    lastScoreAt = wallTime(fixture.profile, fixture.startsAt, event.playSecond);
  }
  if (at < fixture.endsAt)
    return { status: 'live', score, period, inBreak, clock, periodScores, lastScoreAt };
  return {
    status: 'ended',
    score,
    period,
    inBreak: false,
    clock,
    periodScores,
    lastScoreAt,
    winner: winnerOf(fixture, score),
  };
}

/**
 * The outcome of a final score. Where a sport cannot end level, a level score is decided by a hashed coin
 * (standing in for overtime or a tie-break, which the generic model does not play), matching the half-and-half
 * the Winner market priced it at.
 */
export function winnerOf(fixture: Fixture, score: Score): MatchWinner {
  if (score.home !== score.away) return score.home > score.away ? 'home' : 'away';
  if (fixture.profile.canDraw) return 'draw';
  return unit(hash3(fixtureKey(fixture), -1, 0x7469)) < 0.5 ? 'home' : 'away';
}

/** The match as the contract shows it. */
export function toMatch(fixture: Fixture, state: MatchState): Match {
  const { home, away } = fixture;
  return {
    id: fixture.id,
    sportId: fixture.league.sportId,
    leagueId: fixture.league.id,
    home: { id: home.id, leagueId: home.leagueId, name: home.name },
    away: { id: away.id, leagueId: away.leagueId, name: away.name },
    startsAt: fixture.startsAt,
    status: state.status,
    score: state.score,
    period: state.period,
    inBreak: state.inBreak,
    clock: state.clock,
    clockRunning: state.status === 'live' && !state.inBreak,
    periodScores: state.periodScores,
    ...(state.gamePoints && { gamePoints: state.gamePoints }),
    ...(state.serving && { serving: state.serving }),
    ...(state.winner && { winner: state.winner }),
  };
}
