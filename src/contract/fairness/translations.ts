/**
 * Floats to game events. Where the best-known operator publishing this scheme has the game, the translation
 * is its published one (ARCHITECTURE.md), so independent verifiers agree with this harness bit for bit.
 */

export const DECK_SIZE = 52;
const SUITS = ['♦', '♥', '♠', '♣'] as const;
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

/** Card index 0..51: suits in the order diamonds, hearts, spades, clubs, each from 2 to A (0 = 2♦). */
export function cardFromFloat(float: number): number {
  return Math.floor(float * DECK_SIZE);
}

export interface Card {
  index: number;
  suit: (typeof SUITS)[number];
  rank: (typeof RANKS)[number];
  /** 0 for 2 .. 12 for A. */
  rankIndex: number;
}

/** 0 for 2 .. 12 for A (what `describeCard(index).rankIndex` says, without building the card). */
export const rankIndexOf = (index: number) => index % RANKS.length;

export function describeCard(index: number): Card {
  const rankIndex = rankIndexOf(index);
  return { index, suit: SUITS[Math.floor(index / RANKS.length)]!, rank: RANKS[rankIndex]!, rankIndex };
}

export const cardLabel = (index: number) => {
  const card = describeCard(index);
  return `${card.rank}${card.suit}`;
};

/** European roulette pocket 0..36. */
export function roulettePocket(float: number): number {
  return Math.floor(float * 37);
}

/** The ascending list of values not drawn yet, reused by every draw (only its first `size` entries are read). */
const remaining: number[] = [];

/**
 * Draws `draws` distinct values out of 0..size-1: each float picks `remaining[floor(f * remaining.length)]`
 * from the ascending list of what is left (keno: 10 of 40; mines: the full order of 25), reading the floats
 * from `floats[from]` on.
 */
export function drawWithoutReplacement(
  floats: ArrayLike<number>,
  size: number,
  draws = size,
  from = 0,
): number[] {
  for (let value = 0; value < size; value += 1) remaining[value] = value;
  const drawn: number[] = [];
  for (let index = 0; index < draws; index += 1) {
    const left = size - index;
    const position = Math.floor(floats[from + index]! * left);
    drawn.push(remaining[position]!);
    // Close the gap: the list stays ascending, as splice would leave it, without splice's array per call.
    for (let at = position + 1; at < left; at += 1) remaining[at - 1] = remaining[at]!;
  }
  return drawn;
}

export const LIMBO_HOUSE_FACTOR = 0.99;

/** Limbo's crash point: floor(1e8 / (f * 1e8) * 0.99 * 100) / 100, at least 1. */
export function limboMultiplier(float: number): number {
  return Math.max(Math.floor((1e8 / (float * 1e8)) * LIMBO_HOUSE_FACTOR * 100) / 100, 1);
}

/** Dice roll 0.00 .. 100.00. */
export function diceRoll(float: number): number {
  return Math.floor(float * 10_001) / 100;
}
