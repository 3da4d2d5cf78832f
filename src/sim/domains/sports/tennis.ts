/**
 * Tennis scoring and its Markov model: points to four, two clear (deuce and advantage); games to six, two
 * clear, with a tie-break to seven at 6–6; the server changes every game, in the tie-break after its first
 * point and then every two; the side that received first in a tie-break serves first in the next set.
 * The match chance is exact under the point model: the set in play is followed game by game (its tie-break as
 * a race), each outcome of it leading on to the sets still to play with the server it leaves.
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

const GAMES_PER_SET = 6;
const TIEBREAK_TO = 7;
const LABELS = ['0', '15', '30', '40'] as const;

/** Server of a tie-break's k-th point: the opener serves the first, then each side two. */
const tiebreakServer = (opener: Player, k: number): Player =>
  Math.floor((k + 1) / 2) % 2 === 0 ? opener : other(opener);

const setWon = (mine: number, theirs: number) =>
  (mine >= GAMES_PER_SET && mine - theirs >= 2) || mine === GAMES_PER_SET + 1;

function endGame(score: RallyScore, winner: Player, setsToWin: number): RallyEnd {
  const { games } = score;
  games[winner] += 1;
  score.points = [0, 0];
  if (setWon(games[winner], games[other(winner)])) {
    score.lastPeriod = [games[0], games[1]];
    score.sets[winner] += 1;
    score.server = score.tiebreak ? other(score.opener) : other(score.server);
    score.games = [0, 0];
    score.tiebreak = false;
    return score.sets[winner] === setsToWin ? 'match' : 'set';
  }
  score.server = other(score.server);
  if (games[0] === GAMES_PER_SET && games[1] === GAMES_PER_SET) {
    score.tiebreak = true;
    score.opener = score.server;
  }
  return 'game';
}

function play(score: RallyScore, winner: Player, setsToWin: number): RallyEnd {
  const { points } = score;
  points[winner] += 1;
  const target = score.tiebreak ? TIEBREAK_TO : 4;
  if (points[winner] >= target && points[winner] - points[other(winner)] >= 2)
    return endGame(score, winner, setsToWin);
  if (score.tiebreak) score.server = tiebreakServer(score.opener, points[0] + points[1]);
  return 'point';
}

/** The home side's chance of winning a game `server` serves, from its points. */
function gameChance(serve: ServeChances, server: Player, home: number, away: number): number {
  const chance = homePointChance(serve, server);
  return raceChance(home, away, 4, () => chance);
}

function tiebreakChance(serve: ServeChances, opener: Player, home: number, away: number): number {
  return raceChance(home, away, TIEBREAK_TO, (k) => homePointChance(serve, tiebreakServer(opener, k)));
}

/** What the match is worth to home once a set ends with `winner` and `next` to serve first in the next set. */
type AfterSet = (winner: Player, next: Player) => number;

/**
 * Home's match chance from games `home`–`away` of a set with `server` to serve the game in play, whose home
 * chance is `current` (the game in progress; a fresh game's when undefined).
 */
function setValue(
  serve: ServeChances,
  after: AfterSet,
  start: { home: number; away: number; server: Player; current?: number },
): number {
  const memo = new Map<number, number>();
  const value = (home: number, away: number, server: Player, current?: number): number => {
    if (home === GAMES_PER_SET && away === GAMES_PER_SET) {
      const tiebreak = current ?? tiebreakChance(serve, server, 0, 0);
      return tiebreak * after(0, other(server)) + (1 - tiebreak) * after(1, other(server));
    }
    const key = home * 16 + away;
    if (current === undefined && memo.has(key)) return memo.get(key)!;
    const game = current ?? gameChance(serve, server, 0, 0);
    const next = other(server);
    const homeWins = setWon(home + 1, away) ? after(0, next) : value(home + 1, away, next);
    const awayWins = setWon(away + 1, home) ? after(1, next) : value(home, away + 1, next);
    const result = game * homeWins + (1 - game) * awayWins;
    if (current === undefined) memo.set(key, result);
    return result;
  };
  return value(start.home, start.away, start.server, start.current);
}

function homeWinChance(score: RallyScore, serve: ServeChances, setsToWin: number): number {
  const fresh = new Map<number, number>();
  // Home's chance from sets won and the first server of a fresh set.
  const fromSets = (home: number, away: number, server: Player): number => {
    if (home === setsToWin) return 1;
    if (away === setsToWin) return 0;
    const key = (home * 8 + away) * 2 + server;
    if (!fresh.has(key)) fresh.set(key, setValue(serve, afterSet(home, away), { home: 0, away: 0, server }));
    return fresh.get(key)!;
  };
  const afterSet =
    (home: number, away: number): AfterSet =>
    (winner, next) =>
      winner === 0 ? fromSets(home + 1, away, next) : fromSets(home, away + 1, next);
  const [homeSets, awaySets] = score.sets;
  if (homeSets === setsToWin || awaySets === setsToWin) return homeSets === setsToWin ? 1 : 0;
  const [homeGames, awayGames] = score.games;
  const [homePoints, awayPoints] = score.points;
  const current = score.tiebreak
    ? tiebreakChance(serve, score.opener, homePoints, awayPoints)
    : gameChance(serve, score.server, homePoints, awayPoints);
  const server = score.tiebreak ? score.opener : score.server;
  return setValue(serve, afterSet(homeSets, awaySets), { home: homeGames, away: awayGames, server, current });
}

function gamePoints(score: RallyScore): { home: string; away: string } {
  const [home, away] = score.points;
  if (score.tiebreak) return { home: String(home), away: String(away) };
  if (home >= 3 && away >= 3) {
    if (home === away) return { home: '40', away: '40' };
    return home > away ? { home: 'AD', away: '40' } : { home: '40', away: 'AD' };
  }
  return { home: LABELS[home]!, away: LABELS[away]! };
}

export const tennisRules = (setsToWin: number): RallyRules => ({
  setsToWin,
  incidentOn: 'game',
  play: (score, winner) => play(score, winner, setsToWin),
  homeWinChance: (score, serve) => homeWinChance(score, serve, setsToWin),
  periodRow: (score) => [score.games[0], score.games[1]],
  gamePoints,
});
