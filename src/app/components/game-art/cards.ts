/** Card names and colours for the card art (card index 0..51 as in src/contract/fairness). */
import { describeCard, type Card } from '@contract/index';

export const SUIT_NAMES: Record<Card['suit'], string> = {
  '♦': 'diamonds',
  '♥': 'hearts',
  '♠': 'spades',
  '♣': 'clubs',
};

const RANK_NAMES: Partial<Record<Card['rank'], string>> = { J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' };

export const isCardIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 52;

/** The name a person reads: '10 of hearts', 'Ace of spades'. */
export function cardName(index: number): string {
  const card = describeCard(index);
  return `${RANK_NAMES[card.rank] ?? card.rank} of ${SUIT_NAMES[card.suit]}`;
}

export const isRedSuit = (suit: Card['suit']) => suit === '♦' || suit === '♥';
