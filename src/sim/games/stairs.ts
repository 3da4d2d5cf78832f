/**
 * Stairs: 13 rows of 4 columns, climbed bottom to top one row a Turn; extended (Finish cashes out).
 *
 * Outcome: `outcome.rows`, each row's column order (src/contract/fairness/stairs.ts documents the
 * translation); with difficulty low / medium / high the first 1 / 2 / 3 columns of a row's order hold stones.
 *
 * Payout: after k rows climbed the multiplier is 0.99 × (4 / (4 − stones))^k, i.e. 0.99 / P(k rows in a row),
 * so every cash out returns exactly 99%. It is kept exact (to the 8 decimals payoutOf applies) and floored to
 * the minor unit by payoutOf. Reaching the top row (13) settles the round with the top multiplier.
 *
 * Errors: a malformed column is whisper code 3 (invalid API operation); any turn once the round is settled is
 * -6 (not at this stage of the game).
 */
import {
  PLAY_ERRORS,
  STAIRS_COLUMNS,
  STAIRS_DIFFICULTIES,
  STAIRS_ROWS,
  STAIRS_STONES,
  WHISPER_CODES,
  type StairsDifficulty,
} from '@contract/index';
import { GameRuleError, payoutOf, type GameModule, type RoundStep } from './engine';

export const STAIRS_HOUSE_FACTOR = 0.99;

export interface StairsState {
  wager: number;
  difficulty: StairsDifficulty;
  /** The outcome: every row's column order. Rows above the player are never sent while in progress. */
  rows: number[][];
  /** The column chosen on each row climbed, bottom up. */
  path: number[];
  /** The stone that ended the round, else null. */
  hit: { row: number; column: number } | null;
  settled: boolean;
  /** Finish before the first step: the stake went back and the round counts as cancelled. */
  cancelled: boolean;
}

export interface StairsView {
  difficulty: StairsDifficulty;
  /** Stones per row (1, 2 or 3). */
  stones: number;
  /** Rows climbed so far (0..13). */
  row: number;
  /** The column chosen on each row climbed. */
  path: number[];
  /** Stone columns (ascending) of the rows already climbed only; in the final view, of all 13 rows. */
  stoneColumns: number[][];
  multiplier: number;
  /** The multiplier of one more row; null at the top or once the round is over. */
  next: number | null;
  /** Only in the final view: the stone that ended the round, or null. */
  hit?: { row: number; column: number } | null;
}

/** 0.99 × (4 / (4 − stones))^rows, rounded to the 8 decimals payoutOf applies (1 for 0 rows). */
export function stairsMultiplier(difficulty: StairsDifficulty, rows: number): number {
  if (rows === 0) return 1;
  const exact = STAIRS_HOUSE_FACTOR * (STAIRS_COLUMNS / (STAIRS_COLUMNS - STAIRS_STONES[difficulty])) ** rows;
  return Math.round(exact * 1e8) / 1e8;
}

const stonesOf = (state: StairsState, row: number) =>
  state.rows[row]!.slice(0, STAIRS_STONES[state.difficulty]).sort((a, b) => a - b);

function view(state: StairsState, rowsShown: number): StairsView {
  const climbed = state.path.length;
  const over = state.settled || climbed >= STAIRS_ROWS;
  return {
    difficulty: state.difficulty,
    stones: STAIRS_STONES[state.difficulty],
    row: climbed,
    path: [...state.path],
    stoneColumns: Array.from({ length: rowsShown }, (_, row) => stonesOf(state, row)),
    multiplier: stairsMultiplier(state.difficulty, climbed),
    next: over ? null : stairsMultiplier(state.difficulty, climbed + 1),
  };
}

// `hit` is added to the fresh view rather than spread into another object (V8's slow generic copy).
function reveal(state: StairsState): StairsView {
  const shown = view(state, STAIRS_ROWS);
  shown.hit = state.hit;
  return shown;
}

function step(
  state: StairsState,
  type: RoundStep<StairsState, StairsView>['type'],
): RoundStep<StairsState, StairsView> {
  const settled = type !== 'continue';
  const result: RoundStep<StairsState, StairsView> = {
    type,
    state,
    view: settled ? reveal(state) : view(state, state.path.length),
    stake: state.wager,
    payout:
      type === 'lose' ? 0 : payoutOf(state.wager, stairsMultiplier(state.difficulty, state.path.length)),
  };
  if (state.cancelled) result.cancelled = true;
  return result;
}

function parseData(data: unknown): { difficulty: StairsDifficulty } {
  const difficulty = (data as { difficulty?: unknown } | null)?.difficulty;
  if (!(STAIRS_DIFFICULTIES as readonly unknown[]).includes(difficulty)) {
    throw new GameRuleError(-4, PLAY_ERRORS['-4']);
  }
  return { difficulty: difficulty as StairsDifficulty };
}

const notNow = () => new GameRuleError(-6, PLAY_ERRORS['-6']);

export const stairs: GameModule<'stairs', StairsState, StairsView> = {
  engine: {
    id: 'stairs',
    parseData,
    play({ wager, data, outcome }) {
      const { difficulty } = parseData(data);
      const state: StairsState = {
        wager,
        difficulty,
        rows: outcome.rows.map((row) => [...row]),
        path: [],
        hit: null,
        settled: false,
        cancelled: false,
      };
      return step(state, 'continue');
    },
    turn(state, action) {
      const column = (action as { column?: unknown } | null)?.column;
      if (typeof column !== 'number' || !Number.isInteger(column) || column < 0 || column >= STAIRS_COLUMNS) {
        throw new GameRuleError(WHISPER_CODES.invalidApiOperation, 'Invalid API operation');
      }
      if (state.settled) throw notNow();
      const row = state.path.length;
      if (stonesOf(state, row).includes(column)) {
        return step({ ...state, hit: { row, column }, settled: true }, 'lose');
      }
      const path = [...state.path, column];
      const top = path.length === STAIRS_ROWS;
      return step({ ...state, path, settled: top }, top ? 'finish' : 'continue');
    },
    finish(state) {
      if (state.settled) throw notNow();
      // Cash out. Before the first step there is nothing to cash: the round is cancelled and the stake goes
      // back in full (payout = stake, status 'cancelled', no result popup).
      return step({ ...state, settled: true, cancelled: state.path.length === 0 }, 'finish');
    },
    reveal,
  },
  policy: {
    data: (options) => ({ difficulty: (options.difficulty ?? 'low') as StairsDifficulty }),
    /** Always column 0 (the stones are uniformly placed, so any fixed column is as good), then cash out. */
    next(state, options) {
      const picks = Math.min(Math.max(Number(options.picks ?? 1), 1), STAIRS_ROWS);
      return state.path.length >= picks ? 'finish' : { column: 0 };
    },
    /** Every cash out after at least one row returns 99% (the multiplier is 0.99 / P(survive)). */
    theoreticalRtp: () => STAIRS_HOUSE_FACTOR,
  },
};
