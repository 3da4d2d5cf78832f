/**
 * Cards of the live tables, dealt by a continuous shuffler: every card is drawn from a full 52-card deck, as
 * the industry's card games translate a float (ARCHITECTURE.md): floor(f * 52) in the order diamonds, hearts,
 * spades, clubs, each from 2 to ace.
 */
import type { LiveCard } from '@contract/provider/live';

const SUITS: readonly LiveCard['suit'][] = ['diamonds', 'hearts', 'spades', 'clubs'];

/** A source of floats in [0, 1): a seeded stream of the world. */
export interface Floats {
  next(): number;
}

export function cardOf(index: number): LiveCard {
  const suit = SUITS[Math.floor(index / 13)]!;
  const fromTwo = index % 13;
  return { rank: fromTwo === 12 ? 1 : fromTwo + 2, suit };
}

export const drawCard = (floats: Floats): LiveCard => cardOf(Math.floor(floats.next() * 52));
