/**
 * Mines' view as the board reads it from `round.view` (src/sim/games/mines.ts `MinesView`):
 *   { mines: number; revealed: number[] (safe tiles 0..24, in pick order); multiplier: number;
 *     next: number | null; mineTiles?: number[] (final view only); hit?: number | null (final view only) }
 */
import { MINES_MAX, MINES_MIN, MINES_TILES } from '@contract/index';
import { int, ints, num, numOrNull, record } from '../shared/parse';

export interface MinesView {
  mines: number;
  revealed: number[];
  multiplier: number;
  next: number | null;
  /** Null while the round goes on (the mines are not known yet). */
  mineTiles: number[] | null;
  hit: number | null;
}

export function readMinesView(view: unknown, fallbackMines: number): MinesView {
  const source = record(view);
  const tiles = (value: unknown) => [...new Set(ints(value, 0, MINES_TILES - 1))];
  const hit = int(source.hit, -1, 0, MINES_TILES - 1);
  return {
    mines: int(source.mines, fallbackMines, MINES_MIN, MINES_MAX),
    revealed: tiles(source.revealed),
    multiplier: num(source.multiplier, 1),
    next: numOrNull(source.next),
    mineTiles: Array.isArray(source.mineTiles) ? tiles(source.mineTiles) : null,
    hit: hit >= 0 ? hit : null,
  };
}

/** The cash-out multiplier after `reveals` gems: 0.99 × C(25, k) / C(25 − m, k) (as the backend computes it). */
export function minesMultiplier(mines: number, reveals: number): number {
  if (reveals === 0) return 1;
  let ratio = 0.99;
  for (let index = 0; index < reveals; index += 1) {
    ratio *= (MINES_TILES - index) / (MINES_TILES - mines - index);
  }
  return ratio;
}

export const isValidMines = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MINES_MIN && value <= MINES_MAX;
