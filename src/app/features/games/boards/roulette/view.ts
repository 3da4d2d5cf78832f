/**
 * Roulette's view as the board reads it from `round.view` (src/sim/games/roulette.ts `RouletteView`):
 *   { pocket: number (0..36); color: 'green' | 'red' | 'black';
 *     bets: { type; value?; won: boolean; multiplier: number }[] (Play's bets, same order); multiplier: number }
 * Only `pocket` is needed; the colour and the winning spots follow from it.
 */
import type { RouletteBet, RouletteBetType } from '@contract/index';
import { int, record } from '../shared/parse';

export const POCKETS = 37;
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];
/** The pockets of a European wheel, clockwise from 0. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

export type PocketColour = 'green' | 'red' | 'black';
export const pocketColour = (pocket: number): PocketColour =>
  pocket === 0 ? 'green' : RED_NUMBERS.includes(pocket) ? 'red' : 'black';

export interface RouletteView {
  pocket: number;
}

export function readRouletteView(view: unknown): RouletteView | null {
  const pocket = int(record(view).pocket, -1, 0, POCKETS - 1);
  return pocket >= 0 ? { pocket } : null;
}

/** One place on the table a chip can go. */
export interface Spot {
  type: RouletteBetType;
  value?: number;
}

export const spotKey = ({ type, value }: Spot) => (value === undefined ? type : `${type}:${value}`);
export const sameSpot = (a: Spot, b: Spot) => a.type === b.type && (a.value ?? null) === (b.value ?? null);

/** Whether a bet on `spot` wins on `pocket` (zero loses every bet but a straight on 0). */
export function covers(spot: Spot, pocket: number): boolean {
  if (spot.type === 'straight') return spot.value === pocket;
  if (pocket === 0) return false;
  switch (spot.type) {
    case 'dozen':
      return Math.ceil(pocket / 12) === spot.value;
    case 'column':
      return ((pocket - 1) % 3) + 1 === spot.value;
    case 'red':
      return RED_NUMBERS.includes(pocket);
    case 'black':
      return !RED_NUMBERS.includes(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
  }
}

export const amountOn = (bets: readonly RouletteBet[], spot: Spot) =>
  bets.filter((bet) => sameSpot(bet, spot)).reduce((sum, bet) => sum + bet.amount, 0);
