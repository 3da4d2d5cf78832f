/**
 * Live roulette: the in-house European wheel's rules (contract/roulette.ts decides which bets win, the in-house
 * game's ROULETTE_RETURNS what they return), spun by the dealer: pocket = floor(f * 37).
 */
import { ROULETTE_POCKETS, rouletteWins, type RouletteBetType } from '@contract/index';
import { ROULETTE_RETURNS } from '../../../../games/roulette';
import type { Floats } from './cards';
import type { Return } from './returns';

export const spinPocket = (floats: Floats): number => Math.floor(floats.next() * ROULETTE_POCKETS);

/** What a chip on `spot` returns per unit staked (stake included) when the ball lands in `pocket`; nothing if lost. */
export function rouletteReturn(spot: RouletteBetType, value: number | undefined, pocket: number): Return {
  return rouletteWins({ type: spot, value }, pocket) ? [ROULETTE_RETURNS[spot], 1] : [0, 1];
}
