/**
 * Stairs' view as the board reads it from `round.view` (src/sim/games/stairs.ts `StairsView`):
 *   { difficulty: 'low' | 'medium' | 'high'; stones: number; row: number (rows climbed, 0..13);
 *     path: number[] (column chosen on each climbed row, bottom up); stoneColumns: number[][] (stone columns of
 *     the climbed rows, of all 13 rows in the final view); multiplier: number; next: number | null;
 *     hit?: { row: number; column: number } | null (final view only) }
 */
import {
  STAIRS_COLUMNS,
  STAIRS_DIFFICULTIES,
  STAIRS_ROWS,
  STAIRS_STONES,
  type StairsDifficulty,
} from '@contract/index';
import { int, ints, isRecord, num, numOrNull, oneOf, record } from '../shared/parse';

export interface StairsView {
  difficulty: StairsDifficulty;
  row: number;
  path: number[];
  stoneColumns: number[][];
  multiplier: number;
  next: number | null;
  hit: { row: number; column: number } | null;
}

export function readStairsView(view: unknown, fallback: StairsDifficulty): StairsView {
  const source = record(view);
  const path = ints(source.path, 0, STAIRS_COLUMNS - 1).slice(0, STAIRS_ROWS);
  const stones = Array.isArray(source.stoneColumns)
    ? source.stoneColumns.slice(0, STAIRS_ROWS).map((row) => ints(row, 0, STAIRS_COLUMNS - 1))
    : [];
  const hit = isRecord(source.hit)
    ? {
        row: int(source.hit.row, -1, 0, STAIRS_ROWS - 1),
        column: int(source.hit.column, -1, 0, STAIRS_COLUMNS - 1),
      }
    : null;
  return {
    difficulty: oneOf(source.difficulty, STAIRS_DIFFICULTIES, fallback),
    row: int(source.row, path.length, 0, STAIRS_ROWS),
    path,
    stoneColumns: stones,
    multiplier: num(source.multiplier, 1),
    next: numOrNull(source.next),
    hit: hit && hit.row >= 0 && hit.column >= 0 ? hit : null,
  };
}

/** The cash-out multiplier after `rows` rows: 0.99 × (4 / (4 − stones))^rows (as the backend computes it). */
export function stairsMultiplier(difficulty: StairsDifficulty, rows: number): number {
  if (rows === 0) return 1;
  return 0.99 * (STAIRS_COLUMNS / (STAIRS_COLUMNS - STAIRS_STONES[difficulty])) ** rows;
}
