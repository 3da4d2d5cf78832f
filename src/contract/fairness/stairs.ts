/**
 * Stairs is a game of our own, so its translation is documented here (ARCHITECTURE.md asks for that).
 *
 * 13 rows of 4 columns. Each row's 4 columns are put in an order by drawing without replacement with 4 floats
 * (`drawWithoutReplacement(floats, 4, 4, 4 × row)`), rows bottom to top, 52 floats in all. The difficulty only says how
 * many of each row's first columns in that order hold a stone: low 1, medium 2, high 3. The outcome is the same
 * for every difficulty, so a verify link needs no game options.
 */
import { drawWithoutReplacement } from './translations';

export const STAIRS_ROWS = 13;
export const STAIRS_COLUMNS = 4;
export const STAIRS_DIFFICULTIES = ['low', 'medium', 'high'] as const;
export type StairsDifficulty = (typeof STAIRS_DIFFICULTIES)[number];
export const STAIRS_STONES: Record<StairsDifficulty, number> = { low: 1, medium: 2, high: 3 };

/** Each row's column order; the first `STAIRS_STONES[difficulty]` columns of a row hold stones. */
export function stairsRows(floats: ArrayLike<number>): number[][] {
  const rows: number[][] = [];
  for (let row = 0; row < STAIRS_ROWS; row += 1) {
    rows.push(drawWithoutReplacement(floats, STAIRS_COLUMNS, STAIRS_COLUMNS, row * STAIRS_COLUMNS));
  }
  return rows;
}

export function stairsStones(rows: readonly number[][], difficulty: StairsDifficulty): number[][] {
  return rows.map((order) => order.slice(0, STAIRS_STONES[difficulty]));
}
