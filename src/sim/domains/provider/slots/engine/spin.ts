/**
 * One spin of a slot: five uniform reel stops from the caller's random source, the 5x3 grid they show, and
 * what it pays. Free spins pay the game's multiplier; three or more scatters award (more) free spins.
 */
import { countScatters, lineWins, type GridLineWin } from './evaluate';
import type { SlotGame } from './game';
import { LINE_COUNT } from './paylines';
import { MIN_RUN, ROWS } from './symbols';

export interface SpinOutcome {
  stops: number[];
  /** grid[reel][row], symbol indexes. */
  grid: number[][];
  /** Line wins, pays in line bets before the free-spin multiplier. */
  lines: GridLineWin[];
  scatters: number;
  /** Scatter pay in total bets, before the multiplier. */
  scatterPay: number;
  /** Free spins this spin awards (0 below three scatters). */
  award: number;
  multiplier: number;
  /** The spin's whole win in total bets (multiplier included). */
  win: number;
}

export function spinReels(game: SlotGame, next: () => number, freeSpin: boolean): SpinOutcome {
  // Plain loops: this runs millions of times in the RTP checks.
  const stops: number[] = [];
  const grid: number[][] = [];
  for (const strip of game.strips) {
    const stop = Math.floor(next() * strip.length);
    const column: number[] = [];
    for (let row = 0; row < ROWS; row += 1) column.push(strip[(stop + row) % strip.length]!);
    stops.push(stop);
    grid.push(column);
  }
  const lines = lineWins(grid, game.linePays);
  const scatters = countScatters(grid);
  const triggered = scatters >= MIN_RUN;
  const scatterPay = triggered ? game.scatterPays[scatters - MIN_RUN]! : 0;
  const award = triggered ? game.freeSpins[scatters - MIN_RUN]! : 0;
  const multiplier = freeSpin ? game.freeSpinMultiplier : 1;
  let lineTotal = 0;
  for (const hit of lines) lineTotal += hit.pay / LINE_COUNT;
  return {
    stops,
    grid,
    lines,
    scatters,
    scatterPay,
    award,
    multiplier,
    win: (lineTotal + scatterPay) * multiplier,
  };
}

export interface RoundOutcome {
  spins: SpinOutcome[];
  /** In total bets. */
  win: number;
}

/**
 * A whole round played at once (the RTP checks and the crowd's view of it): the paid spin, or a bought
 * bonus's `bought` free spins, then free spins while any are left.
 */
export function playRound(game: SlotGame, next: () => number, bought = 0): RoundOutcome {
  const spins: SpinOutcome[] = [];
  let left = bought;
  let win = 0;
  if (bought === 0) {
    const paid = spinReels(game, next, false);
    spins.push(paid);
    win += paid.win;
    left = paid.award;
  }
  while (left > 0) {
    const free = spinReels(game, next, true);
    spins.push(free);
    win += free.win;
    left += free.award - 1;
  }
  return { spins, win };
}
