/**
 * Figures of the sports world (operator choices: the spec names none). Kept apart from the models so that
 * tests and later the benchmark read the same ones.
 */
import type { Sport } from '@contract/sports';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Bookmaker margin of every market: the sum of 1 / odds of a market's options is 1 + this. */
export const BOOKMAKER_MARGIN = 0.05;
/** Odds are quoted between these; an option whose fair odds fall below the floor is suspended (decided). */
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 501;
/** A market stays suspended this long after a score (the price is unsafe while the goal is checked). */
export const SUSPEND_AFTER_SCORE_MS = 45_000;

/** Fixtures are listed this far ahead of the clock. */
export const FIXTURE_HORIZON_MS = 3 * DAY_MS;
/** Leagues a sport has, and teams a league has (even, for the round-robin pairing). */
export const LEAGUES_PER_SPORT = 3;
export const TEAMS_PER_LEAGUE = 10;
/** A league rests up to this long between the end of a round and the next (drawn per league). */
export const ROUND_PAUSE_MINUTES = 6 * 60;

/**
 * How a sport is played on the sim clock (one match minute is one minute of the clock). Scoring is
 * Poisson per minute: each side scores events at `eventsPerMinute` × its strength ratio, each worth `points`.
 * Football and ice hockey are modelled this way on purpose; other sports reuse the same generic Poisson model
 * for now with their own rhythm (tennis and table tennis are not yet point-by-point).
 */
export interface PlayProfile {
  periods: number;
  periodMinutes: number;
  breakMinutes: number;
  eventsPerMinute: number;
  points: number;
  /** Whether a match can end level (a 1X2 market); otherwise a level end is decided half-and-half. */
  canDraw: boolean;
}

const FOOTBALL: PlayProfile = {
  periods: 2,
  periodMinutes: 45,
  breakMinutes: 15,
  eventsPerMinute: 1.35 / 90,
  points: 1,
  canDraw: true,
};

const PROFILES: Readonly<Record<number, PlayProfile>> = {
  1: FOOTBALL,
  2: { periods: 4, periodMinutes: 12, breakMinutes: 3, eventsPerMinute: 0.9, points: 2, canDraw: false },
  4: { periods: 3, periodMinutes: 20, breakMinutes: 10, eventsPerMinute: 1.5 / 60, points: 1, canDraw: true },
  6: { periods: 2, periodMinutes: 30, breakMinutes: 10, eventsPerMinute: 0.45, points: 1, canDraw: true },
  29: { periods: 2, periodMinutes: 20, breakMinutes: 10, eventsPerMinute: 0.08, points: 1, canDraw: true },
  300: { periods: 2, periodMinutes: 6, breakMinutes: 1, eventsPerMinute: 0.2, points: 1, canDraw: true },
};

/** Sports without a profile of their own: a short two-period match that cannot end level. */
const GENERIC: PlayProfile = {
  periods: 2,
  periodMinutes: 20,
  breakMinutes: 5,
  eventsPerMinute: 0.15,
  points: 1,
  canDraw: false,
};

export const profileOf = (sport: Pick<Sport, 'id'>): PlayProfile => PROFILES[sport.id] ?? GENERIC;

/** Minutes from the kick-off to the final whistle, breaks included. */
export const matchMinutes = (profile: PlayProfile): number =>
  profile.periods * profile.periodMinutes + (profile.periods - 1) * profile.breakMinutes;
