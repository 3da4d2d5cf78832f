/**
 * How a grid pays. A line pays its longest run from the leftmost reel of one symbol, wilds standing in for
 * any symbol but the scatter; a run of wilds alone pays as wilds when that is worth more. Scatters pay by
 * their count anywhere on the grid. Pays are in line bets (lines) and total bets (scatters); the caller
 * multiplies by the stake.
 */
import { PAYLINES } from './paylines';
import { MIN_RUN, REELS, SCATTER, WILD } from './symbols';

/** Line pays by symbol index: [3, 4, 5 of a kind] in line bets (the scatter's row is zeros). */
export type LinePayTable = readonly (readonly number[])[];

export interface LineHit {
  symbol: number;
  count: number;
  /** In line bets. */
  pay: number;
}

const NO_HIT: LineHit = { symbol: -1, count: 0, pay: 0 };

/** The pay of one line's five symbols (left to right). */
export function evaluateLine(symbols: ArrayLike<number>, pays: LinePayTable): LineHit {
  // Most lines fail at once: two different symbols, neither wild, on the first two reels.
  const first = symbols[0]!;
  const second = symbols[1]!;
  if (first !== second && first !== WILD && second !== WILD) return NO_HIT;
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === WILD) wilds += 1;
  const wildPay = wilds >= MIN_RUN ? pays[WILD]![wilds - MIN_RUN]! : 0;
  let best = wildPay > 0 ? { symbol: WILD, count: wilds, pay: wildPay } : NO_HIT;
  if (wilds === REELS) return best;
  const symbol = symbols[wilds]!;
  if (symbol === SCATTER) return best;
  let count = wilds + 1;
  while (count < REELS && (symbols[count] === symbol || symbols[count] === WILD)) count += 1;
  const pay = count >= MIN_RUN ? pays[symbol]![count - MIN_RUN]! : 0;
  if (pay > best.pay) best = { symbol, count, pay };
  return best;
}

export interface GridLineWin extends LineHit {
  /** Index into PAYLINES. */
  line: number;
}

/** `grid[reel][row]` symbol indexes. */
export type Grid = readonly (readonly number[])[];

export function lineWins(grid: Grid, pays: LinePayTable): GridLineWin[] {
  const wins: GridLineWin[] = [];
  const symbols = new Array<number>(REELS);
  for (let line = 0; line < PAYLINES.length; line += 1) {
    const rows = PAYLINES[line]!;
    for (let reel = 0; reel < REELS; reel += 1) symbols[reel] = grid[reel]![rows[reel]!]!;
    const hit = evaluateLine(symbols, pays);
    if (hit.pay > 0) wins.push({ line, symbol: hit.symbol, count: hit.count, pay: hit.pay });
  }
  return wins;
}

export function countScatters(grid: Grid): number {
  let count = 0;
  for (const reel of grid) for (const symbol of reel) if (symbol === SCATTER) count += 1;
  return count;
}
