/**
 * What tennis and table tennis share: the score of a point-by-point match, the rules' interface (play a point;
 * the home side's chance of winning the match from a score) and the race to n points, two clear, that a
 * tennis game, a tie-break and a table tennis game all are.
 */

/** 0 is the home side, 1 the away side. */
export type Player = 0 | 1;

export const other = (player: Player): Player => (player === 0 ? 1 : 0);

export interface RallyScore {
  /** Periods won: tennis sets, table tennis games (Match.score). */
  sets: [number, number];
  /** Tennis: games of the set in play (unused in table tennis). */
  games: [number, number];
  /** Points of the game in play (a tennis tie-break's points count one by one). */
  points: [number, number];
  /** Who serves the next point. */
  server: Player;
  /** Who served the first point of the game in play (table tennis) or of the tie-break (tennis). */
  opener: Player;
  tiebreak: boolean;
  /** The row of the period just finished (games of a set, points of a game), set when one ends. */
  lastPeriod: [number, number];
}

/** What a point ended: only itself, a game, a period (set or table tennis game) or the match. */
export type RallyEnd = 'point' | 'game' | 'set' | 'match';

/** The chance that each side wins a point on its own serve. */
export interface ServeChances {
  home: number;
  away: number;
}

export interface RallyRules {
  setsToWin: number;
  /** The incidents the event page draws: every game won (tennis) or every point (table tennis). */
  incidentOn: 'game' | 'point';
  /** Adds a point won by `winner` to the score (in place) and says what it ended. */
  play(score: RallyScore, winner: Player): RallyEnd;
  /** The home side's chance of winning the match from a score (a Markov model of the rest of it). */
  homeWinChance(score: RallyScore, serve: ServeChances): number;
  /** The period in play as a periodScores row: games of the set, or points of the game. */
  periodRow(score: RallyScore): [number, number];
  /** The game in play as the scoreboard shows it ('15', '40', 'AD'; table tennis: the points). */
  gamePoints(score: RallyScore): { home: string; away: string };
}

export const startScore = (server: Player): RallyScore => ({
  sets: [0, 0],
  games: [0, 0],
  points: [0, 0],
  server,
  opener: server,
  tiebreak: false,
  lastPeriod: [0, 0],
});

/** The home side's chance of winning a point when `server` serves. */
export const homePointChance = (serve: ServeChances, server: Player): number =>
  server === 0 ? serve.home : 1 - serve.away;

/**
 * The home side's chance of winning a race to `target` points, two clear, from `home`–`away`, where
 * `homePoint(k)` is its chance of winning the race's k-th point (0-based). From a tie at target − 1 or later,
 * every two points are one serve each, so the race from there is won by the first to take two in a row:
 * x / (x + y), with x and y the chances of home and away taking both.
 */
export function raceChance(
  home: number,
  away: number,
  target: number,
  homePoint: (k: number) => number,
): number {
  const memo = new Map<number, number>();
  const fromTie = (k: number) => {
    const x = homePoint(k) * homePoint(k + 1);
    const y = (1 - homePoint(k)) * (1 - homePoint(k + 1));
    return x / (x + y);
  };
  const chance = (a: number, b: number): number => {
    if (a >= target && a - b >= 2) return 1;
    if (b >= target && b - a >= 2) return 0;
    const k = a + b;
    if (a >= target - 1 && b >= target - 1) {
      if (a === b) return fromTie(k);
      return a > b ? homePoint(k) + (1 - homePoint(k)) * fromTie(k + 1) : homePoint(k) * fromTie(k + 1);
    }
    const key = a * 64 + b;
    let value = memo.get(key);
    if (value === undefined) {
      value = homePoint(k) * chance(a + 1, b) + (1 - homePoint(k)) * chance(a, b + 1);
      memo.set(key, value);
    }
    return value;
  };
  return chance(home, away);
}
