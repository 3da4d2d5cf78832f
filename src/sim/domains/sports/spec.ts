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

/** About one fixture in this many is called off (hashed per fixture); it shows as cancelled this long before. */
export const CANCEL_ONE_IN = 80;
export const CANCEL_SHOWN_BEFORE_MS = HOUR_MS;

/** Fixtures are listed this far ahead of the clock. */
export const FIXTURE_HORIZON_MS = 3 * DAY_MS;
/** Leagues a sport has, and teams a league has (even, for the round-robin pairing). */
export const LEAGUES_PER_SPORT = 3;
export const TEAMS_PER_LEAGUE = 10;
/** A league rests up to this long between the end of a round and the next (drawn per league). */
export const ROUND_PAUSE_MINUTES = 6 * 60;

/**
 * Tennis and table tennis are played point by point (rally.ts): the server wins a point with `serveWin`, moved
 * by `strengthWeight` × the log of the sides' strength ratio (the stronger side up, the other down). A point
 * takes a hashed time between the two figures; tennis sits down after every odd game of a set; periods (sets,
 * or table tennis games) are followed by a break. A match that would run past `slotMinutes` is played faster,
 * so the schedule's slot always holds it.
 */
export interface RacketRules {
  game: 'tennis' | 'table-tennis';
  /** Sets (tennis) or games (table tennis) that win the match. */
  setsToWin: number;
  serveWin: number;
  strengthWeight: number;
  pointSeconds: readonly [shortest: number, longest: number];
  changeoverSeconds: number;
  slotMinutes: number;
}

/**
 * How a sport is played on the sim clock (one match minute is one minute of the clock). Scoring is
 * Poisson per minute: each side scores events at `eventsPerMinute` × its strength ratio, each worth `points`.
 * Football and ice hockey are modelled this way on purpose; other sports reuse the same generic Poisson model
 * with their own rhythm, except tennis and table tennis, which are played point by point (`racket`).
 */
export interface PlayProfile {
  periods: number;
  periodMinutes: number;
  breakMinutes: number;
  eventsPerMinute: number;
  points: number;
  /** Whether a match can end level (a 1X2 market); otherwise a level end is decided half-and-half. */
  canDraw: boolean;
  /** Point-by-point sports: the rules; `periods` is then the most sets or games, `breakMinutes` the set break. */
  racket?: RacketRules;
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
  // Tennis: best of three sets, ~37 s a point with the changeovers' minute (realistic ATP pace).
  5: {
    periods: 3,
    periodMinutes: 0,
    breakMinutes: 2,
    eventsPerMinute: 0,
    points: 1,
    canDraw: false,
    racket: {
      game: 'tennis',
      setsToWin: 2,
      serveWin: 0.63,
      strengthWeight: 0.05,
      pointSeconds: [22, 50],
      changeoverSeconds: 60,
      slotMinutes: 200,
    },
  },
  // Table tennis: best of five games to eleven, ~14 s a point, a minute between games.
  20: {
    periods: 5,
    periodMinutes: 0,
    breakMinutes: 1,
    eventsPerMinute: 0,
    points: 1,
    canDraw: false,
    racket: {
      game: 'table-tennis',
      setsToWin: 3,
      serveWin: 0.54,
      strengthWeight: 0.06,
      pointSeconds: [8, 20],
      changeoverSeconds: 0,
      slotMinutes: 45,
    },
  },
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

/** Minutes from the kick-off to the final whistle, breaks included (point-by-point sports: the longest). */
export const matchMinutes = (profile: PlayProfile): number =>
  profile.racket?.slotMinutes ??
  profile.periods * profile.periodMinutes + (profile.periods - 1) * profile.breakMinutes;
