/**
 * Cards for the blackjack and hilo rule tests, in the contract's numbering (describeCard: index 0..51, suit
 * = index / 13, rank index = index % 13 from 2 to A).
 */
import { CARDS_PER_BET, describeCard, type Card } from '@contract/index';

export type Rank = Card['rank'];

/** The rank index (0 for a 2 … 12 for an ace) of every rank. */
export const RANK = Object.fromEntries(
  Array.from({ length: 13 }, (_, index) => [describeCard(index).rank, index]),
) as Record<Rank, number>;

/** The card of `rank` in suit `suit` (0..3). */
export const cardOf = (rank: Rank, suit = 0) => suit * 13 + RANK[rank];

/** The rank of a card index. */
export const rankOf = (card: number): Rank => describeCard(card).rank;

/**
 * A full outcome: the cards of `ranks` in order, then `pad` to CARDS_PER_BET; the card at position p is of
 * suit (p + firstSuit) % 4, so suits cycle.
 */
export function deckOf(ranks: Rank[], pad: Rank, firstSuit = 0): number[] {
  return Array.from({ length: CARDS_PER_BET }, (_, position) =>
    cardOf(ranks[position] ?? pad, (position + firstSuit) % 4),
  );
}
