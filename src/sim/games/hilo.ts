/**
 * Hilo: guess whether the next card ranks higher or lower than the current one; extended (Finish cashes out).
 *
 * Outcome: `outcome.cards`, 52 cards of an infinite deck in order (card index 0..51, rank = index % 13, 2 low
 * and A high; suits do not matter). Card 0 is the start card; every guess or skip turns over the next card, so
 * a round can use at most the 52 cards of its bet: once the current card is the 52nd, only Finish is left
 * (a further Turn is -6).
 *
 * The two guesses, by rank (the best-known operator's convention, so that no guess is a sure thing):
 * - `higher` is "higher or same", except on a 2 where it is "higher" (strictly: a 2 again loses);
 * - `lower` is "lower or same", except on an A where it is "lower" (strictly: an A again loses).
 * So on a 2 the two buttons read "Higher" (12/13) and "Same" (1/13: `lower` = lower or same = a 2 again), and
 * on an A "Same" (1/13: `higher`) and "Lower" (12/13). On 3..K they read "Higher or same" ((13 − r) / 13, r = 0
 * for 2 .. 12 for A) and "Lower or same" ((r + 1) / 13).
 * A correct guess multiplies the running multiplier by 0.99 / P(guess) (99% return per guess); a wrong one
 * loses. `skip` turns over the next card at no cost and does not change the multiplier.
 * Finish cashes out the running multiplier (floored to the minor unit by payoutOf, which works to 8 decimals);
 * with no correct guess yet it cancels the round and returns the stake.
 *
 * Errors: a malformed action is whisper code 3 (invalid API operation); a Turn when no card is left or the round
 * is settled is -6 (not at this stage of the game).
 */
import { CARDS_PER_BET, PLAY_ERRORS, WHISPER_CODES } from '@contract/index';
import { GameRuleError, payoutOf, type GameModule, type RoundStep } from './engine';

export const HILO_HOUSE_FACTOR = 0.99;
const RANKS = 13;

export type HiloAction = 'higher' | 'lower' | 'skip';
export type HiloGuessLabel = 'higher' | 'higher or same' | 'same' | 'lower or same' | 'lower';

export interface HiloOption {
  label: HiloGuessLabel;
  /** Chance the guess is right, 0..1. */
  probability: number;
  /** What this guess multiplies the running multiplier by (0.99 / probability). */
  multiplier: number;
}

export interface HiloState {
  wager: number;
  /** The outcome's 52 cards. Cards after `position` are never sent to the client. */
  cards: number[];
  /** Index (in `cards`) of the card on the table; cards 0..position have been shown. */
  position: number;
  /** How each card after the start card was reached: a guess or a skip. */
  moves: HiloAction[];
  /** Correct guesses so far. */
  guesses: number;
  /** The running multiplier (product of 0.99 / P over the correct guesses), unrounded. */
  multiplier: number;
  /** The round was lost on the card at `position`. */
  lost: boolean;
  settled: boolean;
  cancelled: boolean;
}

export interface HiloView {
  /** Every card shown so far, in order: the start card, then one per guess or skip (with the losing card last). */
  cards: { card: number; move: 'start' | HiloAction; correct: boolean | null }[];
  /** The card on the table. */
  current: number;
  multiplier: number;
  guesses: number;
  /** What each button means on the current card; null once the round is over or no card is left. */
  options: { higher: HiloOption; lower: HiloOption } | null;
  /** Cards still to come in this bet (52 − shown). */
  cardsLeft: number;
}

const rankOf = (card: number) => card % RANKS;
const round8 = (value: number) => Math.round(value * 1e8) / 1e8;

/** How many of the 13 ranks make the guess right, on a card of rank r (0 = 2 .. 12 = A). */
function winningRanks(rank: number, guess: 'higher' | 'lower'): number {
  if (guess === 'higher') return rank === 0 ? RANKS - 1 : RANKS - rank;
  return rank === RANKS - 1 ? RANKS - 1 : rank + 1;
}

/** Whether `next` makes the guess right on `current`, under the convention above. */
export function guessWins(current: number, next: number, guess: 'higher' | 'lower'): boolean {
  const from = rankOf(current);
  const to = rankOf(next);
  if (guess === 'higher') return from === 0 ? to > from : to >= from;
  return from === RANKS - 1 ? to < from : to <= from;
}

export function hiloOption(card: number, guess: 'higher' | 'lower'): HiloOption {
  const rank = rankOf(card);
  const wins = winningRanks(rank, guess);
  const label: HiloGuessLabel =
    guess === 'higher'
      ? rank === 0
        ? 'higher'
        : rank === RANKS - 1
          ? 'same'
          : 'higher or same'
      : rank === RANKS - 1
        ? 'lower'
        : rank === 0
          ? 'same'
          : 'lower or same';
  return { label, probability: wins / RANKS, multiplier: round8((HILO_HOUSE_FACTOR * RANKS) / wins) };
}

const stepFactor = (card: number, guess: 'higher' | 'lower') =>
  (HILO_HOUSE_FACTOR * RANKS) / winningRanks(rankOf(card), guess);

function view(state: HiloState): HiloView {
  const shown = state.cards.slice(0, state.position + 1);
  const current = shown[shown.length - 1]!;
  const open = !state.settled && state.position < CARDS_PER_BET - 1;
  return {
    cards: shown.map((card, index) => {
      if (index === 0) return { card, move: 'start', correct: null };
      const move = state.moves[index - 1]!;
      if (move === 'skip') return { card, move, correct: null };
      return { card, move, correct: !(state.lost && index === state.position) };
    }),
    current,
    multiplier: round8(state.multiplier),
    guesses: state.guesses,
    options: open ? { higher: hiloOption(current, 'higher'), lower: hiloOption(current, 'lower') } : null,
    cardsLeft: CARDS_PER_BET - shown.length,
  };
}

function step(
  state: HiloState,
  type: RoundStep<HiloState, HiloView>['type'],
): RoundStep<HiloState, HiloView> {
  const result: RoundStep<HiloState, HiloView> = {
    type,
    state,
    view: view(state),
    stake: state.wager,
    payout: type === 'lose' ? 0 : payoutOf(state.wager, state.multiplier),
  };
  if (state.cancelled) result.cancelled = true;
  return result;
}

function parseData(data: unknown): Record<string, never> {
  if (data !== undefined && data !== null && typeof data !== 'object') {
    throw new GameRuleError(-4, PLAY_ERRORS['-4']);
  }
  return {};
}

const notNow = () => new GameRuleError(-6, PLAY_ERRORS['-6']);

/** The audit's `--picks`: 1..51 guesses (51 cards can follow the start card). */
const hiloPicks = (options: Record<string, string>) =>
  Math.min(Math.max(Number(options.picks ?? 1), 1), CARDS_PER_BET - 1);

export const hilo: GameModule<'hilo', HiloState, HiloView> = {
  engine: {
    id: 'hilo',
    parseData,
    play({ wager, outcome }) {
      const state: HiloState = {
        wager,
        cards: [...outcome.cards],
        position: 0,
        moves: [],
        guesses: 0,
        multiplier: 1,
        lost: false,
        settled: false,
        cancelled: false,
      };
      return step(state, 'continue');
    },
    turn(state, data) {
      const action = (data as { action?: unknown } | null)?.action;
      if (action !== 'higher' && action !== 'lower' && action !== 'skip') {
        throw new GameRuleError(WHISPER_CODES.invalidApiOperation, 'Invalid API operation');
      }
      if (state.settled || state.position >= CARDS_PER_BET - 1) throw notNow();
      const current = state.cards[state.position]!;
      const next = state.cards[state.position + 1]!;
      const moved: HiloState = { ...state, position: state.position + 1, moves: [...state.moves, action] };
      if (action === 'skip') return step(moved, 'continue');
      if (!guessWins(current, next, action)) return step({ ...moved, lost: true, settled: true }, 'lose');
      return step(
        {
          ...moved,
          guesses: state.guesses + 1,
          multiplier: state.multiplier * stepFactor(current, action),
        },
        'continue',
      );
    },
    finish(state) {
      if (state.settled) throw notNow();
      // Cash out. With no correct guess yet (skips only) there is nothing to cash: the round is cancelled and
      // the stake goes back in full (payout = stake, status 'cancelled', no result popup).
      return step({ ...state, settled: true, cancelled: state.guesses === 0 }, 'finish');
    },
    reveal: view,
  },
  policy: {
    data: () => ({}),
    /** The more likely side (higher on a tie), and cash out after `--picks` correct guesses (default 1). */
    next(state, options) {
      const picks = hiloPicks(options);
      if (state.guesses >= picks || state.position >= CARDS_PER_BET - 1) return 'finish';
      const rank = rankOf(state.cards[state.position]!);
      return { action: winningRanks(rank, 'higher') >= winningRanks(rank, 'lower') ? 'higher' : 'lower' };
    },
    /** Each guess returns 99% of what it risks, whatever its odds: 0.99^picks for `--picks` guesses. */
    theoreticalRtp: (options) => HILO_HOUSE_FACTOR ** hiloPicks(options),
  },
};
