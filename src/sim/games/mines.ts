/**
 * Mines: a 5x5 board (tiles 0..24, row by row), 1 to 24 mines, extended (Turn reveals a tile, Finish cashes out).
 *
 * Outcome: `outcome.order`, the full draw order of the 25 tiles (ARCHITECTURE.md: `remaining[floor(f * n)]`
 * out of the ascending list). The mines are the first `m` tiles of that order, whatever the player picks.
 *
 * Payout: after k safe reveals the multiplier is 0.99 × C(25, k) / C(25 − m, k), i.e. 0.99 / P(k safe reveals
 * in a row), so every cash out returns exactly 99%. The multiplier is kept exact: it is applied through
 * `payoutOf`, which works to 8 decimals and floors to the minor unit (boards show it with 2 decimals; it is
 * not floored to 2 decimals, which would push the return below 99% on small multipliers).
 *
 * Errors: a malformed tile is whisper code 3 (invalid API operation); a tile already revealed, or any turn once
 * the round is settled, is -6 (not at this stage of the game).
 */
import { MINES_MAX, MINES_MIN, MINES_TILES, PLAY_ERRORS, WHISPER_CODES } from '@contract/index';
import { GameRuleError, payoutOf, type GameModule, type RoundStep } from './engine';

export const MINES_HOUSE_FACTOR = 0.99;

export interface MinesState {
  wager: number;
  mines: number;
  /** The outcome's tile order; the first `mines` tiles hold mines. Never sent to the client while in progress. */
  order: number[];
  /** Safe tiles revealed, in the order the player picked them. */
  revealed: number[];
  /** The mine the player stepped on (the round is lost), else null. */
  hit: number | null;
  settled: boolean;
  /** Finish with nothing revealed: the stake went back and the round counts as cancelled. */
  cancelled: boolean;
}

export interface MinesView {
  mines: number;
  /** Safe tiles revealed so far, in order. */
  revealed: number[];
  /** The current cash-out multiplier (1 before the first reveal). */
  multiplier: number;
  /** The multiplier the next safe reveal would give; null when nothing is left to reveal or the round is over. */
  next: number | null;
  /** Only in the final view (after reveal): every mine's tile, ascending. */
  mineTiles?: number[];
  /** Only in the final view: the mine that ended the round, or null. */
  hit?: number | null;
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
  return Math.round(result);
}

/** 0.99 × C(25, k) / C(25 − m, k), rounded to the 8 decimals payoutOf applies (1 for k = 0). */
export function minesMultiplier(mines: number, reveals: number): number {
  if (reveals === 0) return 1;
  const exact =
    (MINES_HOUSE_FACTOR * binomial(MINES_TILES, reveals)) / binomial(MINES_TILES - mines, reveals);
  return Math.round(exact * 1e8) / 1e8;
}

const safeTiles = (mines: number) => MINES_TILES - mines;

const isMine = (state: MinesState, tile: number) => state.order.indexOf(tile) < state.mines;

function view(state: MinesState): MinesView {
  const k = state.revealed.length;
  const over = state.settled || k >= safeTiles(state.mines);
  return {
    mines: state.mines,
    revealed: [...state.revealed],
    multiplier: minesMultiplier(state.mines, k),
    next: over ? null : minesMultiplier(state.mines, k + 1),
  };
}

// Fields are added to the fresh view rather than spread into another object: the audit loop calls this every
// round, and a spread with extra fields takes V8's slow generic copy.
function reveal(state: MinesState): MinesView {
  const shown = view(state);
  shown.mineTiles = state.order.slice(0, state.mines).sort((a, b) => a - b);
  shown.hit = state.hit;
  return shown;
}

function step(
  state: MinesState,
  type: RoundStep<MinesState, MinesView>['type'],
): RoundStep<MinesState, MinesView> {
  const settled = type !== 'continue';
  const payout =
    type === 'lose' ? 0 : payoutOf(state.wager, minesMultiplier(state.mines, state.revealed.length));
  const result: RoundStep<MinesState, MinesView> = {
    type,
    state,
    view: settled ? reveal(state) : view(state),
    stake: state.wager,
    payout,
  };
  if (state.cancelled) result.cancelled = true;
  return result;
}

function parseData(data: unknown): { mines: number } {
  const mines = (data as { mines?: unknown } | null)?.mines;
  if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new GameRuleError(-4, PLAY_ERRORS['-4']);
  }
  return { mines };
}

const notNow = () => new GameRuleError(-6, PLAY_ERRORS['-6']);

export const mines: GameModule<'mines', MinesState, MinesView> = {
  engine: {
    id: 'mines',
    parseData,
    play({ wager, data, outcome }) {
      const { mines: count } = parseData(data);
      const state: MinesState = {
        wager,
        mines: count,
        order: [...outcome.order],
        revealed: [],
        hit: null,
        settled: false,
        cancelled: false,
      };
      return step(state, 'continue');
    },
    turn(state, action) {
      const tile = (action as { tile?: unknown } | null)?.tile;
      if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
        throw new GameRuleError(WHISPER_CODES.invalidApiOperation, 'Invalid API operation');
      }
      if (state.settled || state.revealed.includes(tile)) throw notNow();
      if (isMine(state, tile)) return step({ ...state, hit: tile, settled: true }, 'lose');
      const revealed = [...state.revealed, tile];
      const allSafe = revealed.length === safeTiles(state.mines);
      return step({ ...state, revealed, settled: allSafe }, allSafe ? 'finish' : 'continue');
    },
    finish(state) {
      if (state.settled) throw notNow();
      // Cash out. With no tile revealed there is nothing to cash: the round is cancelled and the stake goes
      // back in full (payout = stake, status 'cancelled', no result popup).
      return step({ ...state, settled: true, cancelled: state.revealed.length === 0 }, 'finish');
    },
    reveal,
  },
  policy: {
    data: (options) => ({ mines: Number(options.mines ?? 3) }),
    /** Reveals tiles 0, 1, 2, ... (the mines are a uniform random set, so any fixed order is as good). */
    next(state, options) {
      const picks = Math.min(Math.max(Number(options.picks ?? 1), 1), safeTiles(state.mines));
      if (state.revealed.length >= picks) return 'finish';
      let tile = 0;
      while (state.revealed.includes(tile)) tile += 1;
      return { tile };
    },
    /** Every cash out after at least one reveal returns 99% (the multiplier is 0.99 / P(survive)). */
    theoreticalRtp: () => MINES_HOUSE_FACTOR,
  },
};
