/**
 * Limbo's view as the board reads it from `round.view` (src/sim/games/limbo.ts `LimboView`):
 *   { multiplier: number (the drawn multiplier, 2 decimals, at least 1); target: number; win: boolean;
 *     winChance: number (0..1) }
 */
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@contract/index';
import { bool, num, numOrNull, record } from '../shared/parse';

export interface LimboView {
  multiplier: number;
  target: number;
  win: boolean;
  winChance: number;
}

export function readLimboView(view: unknown, fallbackTarget: number): LimboView | null {
  const source = record(view);
  const multiplier = numOrNull(source.multiplier);
  if (multiplier === null) return null;
  const target = num(source.target, fallbackTarget);
  const toHundredths = (value: number) => Math.round(value * 100);
  return {
    multiplier,
    target,
    win: bool(source.win, toHundredths(multiplier) >= toHundredths(target)),
    winChance: num(source.winChance, limboChance(target)),
  };
}

/** The chance of reaching a target: 0.99 / target. */
export const limboChance = (target: number) => Math.min(0.99 / target, 1);

export const isValidTarget = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  Math.round(value * 100) >= Math.round(LIMBO_MIN_TARGET * 100) &&
  value <= LIMBO_MAX_TARGET;

/** How long the count runs: longer for a higher multiplier, never dull, never long. */
export const countDuration = (multiplier: number) =>
  Math.round(Math.min(750, 350 + 120 * Math.log10(Math.max(multiplier, 1))));
