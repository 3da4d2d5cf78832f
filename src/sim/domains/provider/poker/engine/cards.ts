/**
 * Cards as the hand evaluator (pokersolver) writes them: a rank of 23456789TJQKA and a suit of cdhs, e.g.
 * 'As', 'Td'. The deck is shuffled by Fisher-Yates from a seeded stream of the table, never Math.random.
 */
export type Card = string;

export const RANKS = '23456789TJQKA';
export const SUITS = 'cdhs';

/** The 52 cards in a fixed order (2c, 2d, 2h, 2s, 3c, ... As). */
export const FULL_DECK: readonly Card[] = [...RANKS].flatMap((rank) => [...SUITS].map((suit) => rank + suit));

/** 0 for a deuce up to 12 for an ace. */
export function rankOf(card: Card): number {
  return RANKS.indexOf(card[0]!);
}

export function suitOf(card: Card): string {
  return card[1]!;
}

/** A shuffled deck: `int(n)` must answer a uniform integer in [0, n). */
export function shuffledDeck(int: (maxExclusive: number) => number): Card[] {
  const deck = [...FULL_DECK];
  for (let index = deck.length - 1; index > 0; index -= 1) {
    const other = int(index + 1);
    [deck[index], deck[other]] = [deck[other]!, deck[index]!];
  }
  return deck;
}
