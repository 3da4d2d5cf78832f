/**
 * Hilo's view as the board reads it from `round.view` (src/sim/games/hilo.ts `HiloView`):
 *   { cards: { card: number; move: 'start' | 'higher' | 'lower' | 'skip'; correct: boolean | null }[];
 *     current: number; multiplier: number; guesses: number;
 *     options: { higher: HiloOption; lower: HiloOption } | null; cardsLeft: number }
 *   HiloOption = { label: 'higher' | 'higher or same' | 'same' | 'lower or same' | 'lower';
 *                  probability: number (0..1); multiplier: number (what a right guess multiplies by) }
 * Missing options of a round in play are worked out from the current card by the same convention.
 */
import { CARDS_PER_BET } from '@contract/index';
import { int, isRecord, num, oneOf, oneOfOrNull, record, CARD_MAX } from '../shared/parse';

export const GUESS_LABELS = ['higher', 'higher or same', 'same', 'lower or same', 'lower'] as const;
export type GuessLabel = (typeof GUESS_LABELS)[number];
export const MOVES = ['start', 'higher', 'lower', 'skip'] as const;
export type HiloMove = (typeof MOVES)[number];

export interface HiloOption {
  label: GuessLabel;
  probability: number;
  multiplier: number;
}

export interface HiloShownCard {
  card: number;
  move: HiloMove;
  correct: boolean | null;
}

export interface HiloView {
  cards: HiloShownCard[];
  current: number | null;
  multiplier: number;
  guesses: number;
  options: { higher: HiloOption; lower: HiloOption } | null;
  cardsLeft: number;
}

const RANKS = 13;
const ACE = RANKS - 1;

/** The convention of the backend: higher is "higher or same" but strictly higher on a 2, and so on. */
export function guessOption(card: number, guess: 'higher' | 'lower'): HiloOption {
  const rank = card % RANKS;
  const wins =
    guess === 'higher' ? (rank === 0 ? RANKS - 1 : RANKS - rank) : rank === ACE ? RANKS - 1 : rank + 1;
  const label: GuessLabel =
    guess === 'higher'
      ? rank === 0
        ? 'higher'
        : rank === ACE
          ? 'same'
          : 'higher or same'
      : rank === ACE
        ? 'lower'
        : rank === 0
          ? 'same'
          : 'lower or same';
  return { label, probability: wins / RANKS, multiplier: (0.99 * RANKS) / wins };
}

function readOption(value: unknown, card: number | null, guess: 'higher' | 'lower'): HiloOption | null {
  const fallback = card === null ? null : guessOption(card, guess);
  if (!isRecord(value)) return fallback;
  const label = oneOfOrNull(value.label, GUESS_LABELS) ?? fallback?.label;
  if (!label) return null;
  return {
    label,
    probability: num(value.probability, fallback?.probability ?? 0),
    multiplier: num(value.multiplier, fallback?.multiplier ?? 0),
  };
}

export function readHiloView(view: unknown, open: boolean): HiloView {
  const source = record(view);
  const cards: HiloShownCard[] = Array.isArray(source.cards)
    ? source.cards.flatMap((entry): HiloShownCard[] => {
        const item = record(entry);
        const card = int(item.card, -1, 0, CARD_MAX);
        if (card < 0) return [];
        const correct = typeof item.correct === 'boolean' ? item.correct : null;
        return [{ card, move: oneOf(item.move, MOVES, 'skip'), correct }];
      })
    : [];
  const last = cards.length ? cards[cards.length - 1]!.card : null;
  const currentValue = int(source.current, -1, 0, CARD_MAX);
  const current = currentValue >= 0 ? currentValue : last;
  if (cards.length === 0 && current !== null) cards.push({ card: current, move: 'start', correct: null });
  const rawOptions = isRecord(source.options) ? source.options : null;
  const higher = open ? readOption(rawOptions?.higher, current, 'higher') : null;
  const lower = open ? readOption(rawOptions?.lower, current, 'lower') : null;
  const shown = cards.length;
  return {
    cards,
    current,
    multiplier: num(source.multiplier, 1),
    guesses: int(source.guesses, 0, 0),
    // An explicit null means no guess is open (the round is over or no card is left).
    options: higher && lower && source.options !== null ? { higher, lower } : null,
    cardsLeft: int(source.cardsLeft, Math.max(CARDS_PER_BET - shown, 0), 0),
  };
}

export const guessName = (label: GuessLabel) => label.charAt(0).toUpperCase() + label.slice(1);
