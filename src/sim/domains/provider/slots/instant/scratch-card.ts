/**
 * The instant game: a 3x3 scratch card that wins the prize shown three times. The prize is drawn first from
 * a table whose odds are scaled so that the card returns exactly the game's RTP (sum of odds x prize); the
 * card is then laid out to show it: three of the prize, and the other six cells from the other prizes at
 * most twice each (a losing card has no three alike at all).
 */
import type { Volatility } from '../../../catalogue/records';

export const CARD_CELLS = 9;

/** Prizes in bets, and their relative odds per volatility before scaling. */
export const SCRATCH_PRIZES = [1, 2, 5, 10, 20, 50, 100, 500] as const;
const ODDS: Readonly<Record<Volatility, readonly number[]>> = {
  low: [0.16, 0.09, 0.04, 0.012, 0.004, 0.001, 0.0003, 0.00002],
  medium: [0.12, 0.07, 0.03, 0.01, 0.004, 0.0015, 0.0005, 0.00005],
  high: [0.08, 0.05, 0.02, 0.008, 0.004, 0.002, 0.0008, 0.0001],
};

export interface ScratchGame {
  rtp: number;
  /** Chance of each prize of SCRATCH_PRIZES; the rest of 1 is a losing card. */
  odds: number[];
}

export function scratchGame(volatility: Volatility, rtp: number): ScratchGame {
  const base = ODDS[volatility];
  const baseRtp = base.reduce((sum, odds, index) => sum + odds * SCRATCH_PRIZES[index]!, 0);
  return { rtp, odds: base.map((odds) => (odds * rtp) / baseRtp) };
}

export interface ScratchOutcome {
  /** Prize index (into SCRATCH_PRIZES) of each cell. */
  cells: number[];
  /** The prize index won, or null. */
  prize: number | null;
  /** In bets. */
  win: number;
}

function drawPrize(game: ScratchGame, next: () => number): number | null {
  let left = next();
  for (const [index, odds] of game.odds.entries()) {
    left -= odds;
    if (left < 0) return index;
  }
  return null;
}

export function scratchCard(game: ScratchGame, next: () => number): ScratchOutcome {
  const prize = drawPrize(game, next);
  const cells: number[] = prize === null ? [] : [prize, prize, prize];
  const shown = new Map<number, number>(prize === null ? [] : [[prize, 3]]);
  while (cells.length < CARD_CELLS) {
    const candidate = Math.floor(next() * SCRATCH_PRIZES.length);
    const times = shown.get(candidate) ?? 0;
    if (times >= 2) continue;
    shown.set(candidate, times + 1);
    cells.push(candidate);
  }
  // Shuffle so that the winning three sit anywhere.
  for (let index = cells.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [cells[index], cells[other]] = [cells[other]!, cells[index]!];
  }
  return { cells, prize, win: prize === null ? 0 : SCRATCH_PRIZES[prize]! };
}
