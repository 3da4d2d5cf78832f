/**
 * The European wheel's facts that the sim (settling bets), the board (drawing and highlighting) and the
 * fairness page (showing the pocket) must agree on: one place for each.
 */
import type { RouletteBet } from './games';

export const ROULETTE_POCKETS = 37;
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

export type PocketColour = 'green' | 'red' | 'black';

export const pocketColour = (pocket: number): PocketColour =>
  pocket === 0 ? 'green' : RED_NUMBERS.includes(pocket) ? 'red' : 'black';

/** Whether a bet on this spot wins on `pocket` (zero loses every bet but a straight on 0). */
export function rouletteWins(bet: Pick<RouletteBet, 'type' | 'value'>, pocket: number): boolean {
  if (bet.type === 'straight') return pocket === bet.value;
  if (pocket === 0) return false;
  switch (bet.type) {
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.value;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.value;
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
