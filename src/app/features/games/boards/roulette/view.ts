/**
 * Roulette's view as the board reads it from `round.view` (src/sim/games/roulette.ts `RouletteView`):
 *   { pocket: number (0..36); color: 'green' | 'red' | 'black';
 *     bets: { type; value?; won: boolean; multiplier: number }[] (Play's bets, same order); multiplier: number }
 * Only `pocket` is needed; the colour and the winning spots follow from it.
 */
import { ROULETTE_POCKETS, rouletteWins, type RouletteBet, type RouletteBetType } from '@contract/index';
import { int, record } from '../shared/parse';

/** The pockets of a European wheel, clockwise from 0. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

export interface RouletteView {
  pocket: number;
}

export function readRouletteView(view: unknown): RouletteView | null {
  const pocket = int(record(view).pocket, -1, 0, ROULETTE_POCKETS - 1);
  return pocket >= 0 ? { pocket } : null;
}

/** One place on the table a chip can go. */
export interface Spot {
  type: RouletteBetType;
  value?: number;
}

export const spotKey = ({ type, value }: Spot) => (value === undefined ? type : `${type}:${value}`);
export const sameSpot = (a: Spot, b: Spot) => a.type === b.type && (a.value ?? null) === (b.value ?? null);

/** Whether a bet on `spot` wins on `pocket`. */
export const covers = (spot: Spot, pocket: number): boolean => rouletteWins(spot, pocket);

export const amountOn = (bets: readonly RouletteBet[], spot: Spot) =>
  bets.filter((bet) => sameSpot(bet, spot)).reduce((sum, bet) => sum + bet.amount, 0);
