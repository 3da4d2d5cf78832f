/**
 * What a bet returns per unit staked, stake included, as a fraction (numerator, denominator): banker's 1.95
 * and blackjack's 2.5 stay exact in integer minor units, and a large stake times the return stays well
 * inside a double's exact integers.
 */
export type Return = readonly [numerator: number, denominator: number];

/** The payout in minor units of `amount` minor units at `ret`, rounded down (the house keeps dust). */
export const payMinor = (amount: number, [numerator, denominator]: Return): number =>
  Math.floor((amount * numerator) / denominator);
