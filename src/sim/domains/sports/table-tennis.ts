/**
 * Table tennis scoring and its Markov model: games to eleven, two clear; the serve changes every two points,
 * and every point from 10–10; the side that served first in a game receives first in the next. The match
 * chance is exact under the point model: the game in play as a race, then the games still to play.
 */
import {
  homePointChance,
  other,
  raceChance,
  type Player,
  type RallyEnd,
  type RallyRules,
  type RallyScore,
  type ServeChances,
} from './rally-rules';

const GAME_TO = 11;

/** Server of a game's k-th point: two each from the opener, then one each from 10–10. */
const serverOf = (opener: Player, k: number): Player =>
  (k >= 2 * (GAME_TO - 1) ? k : Math.floor(k / 2)) % 2 === 0 ? opener : other(opener);

function play(score: RallyScore, winner: Player, setsToWin: number): RallyEnd {
  const { points } = score;
  points[winner] += 1;
  if (points[winner] >= GAME_TO && points[winner] - points[other(winner)] >= 2) {
    score.lastPeriod = [points[0], points[1]];
    score.sets[winner] += 1;
    score.points = [0, 0];
    score.opener = other(score.opener);
    score.server = score.opener;
    return score.sets[winner] === setsToWin ? 'match' : 'set';
  }
  score.server = serverOf(score.opener, points[0] + points[1]);
  return 'point';
}

function gameChance(serve: ServeChances, opener: Player, home: number, away: number): number {
  return raceChance(home, away, GAME_TO, (k) => homePointChance(serve, serverOf(opener, k)));
}

function homeWinChance(score: RallyScore, serve: ServeChances, setsToWin: number): number {
  const fresh: Record<Player, number> = {
    0: gameChance(serve, 0, 0, 0),
    1: gameChance(serve, 1, 0, 0),
  };
  const memo = new Map<number, number>();
  // From games won, with `opener` to serve first in the next game.
  const fromGames = (home: number, away: number, opener: Player): number => {
    if (home === setsToWin) return 1;
    if (away === setsToWin) return 0;
    const key = (home * 8 + away) * 2 + opener;
    if (!memo.has(key)) {
      const game = fresh[opener];
      const next = other(opener);
      memo.set(key, game * fromGames(home + 1, away, next) + (1 - game) * fromGames(home, away + 1, next));
    }
    return memo.get(key)!;
  };
  const [home, away] = score.sets;
  if (home === setsToWin || away === setsToWin) return home === setsToWin ? 1 : 0;
  const current = gameChance(serve, score.opener, score.points[0], score.points[1]);
  const next = other(score.opener);
  return current * fromGames(home + 1, away, next) + (1 - current) * fromGames(home, away + 1, next);
}

export const tableTennisRules = (setsToWin: number): RallyRules => ({
  setsToWin,
  incidentOn: 'point',
  play: (score, winner) => play(score, winner, setsToWin),
  homeWinChance: (score, serve) => homeWinChance(score, serve, setsToWin),
  periodRow: (score) => [score.points[0], score.points[1]],
  gamePoints: (score) => ({ home: String(score.points[0]), away: String(score.points[1]) }),
});
