/**
 * Common-draw blackjack: every seat bets in the window, all seats get the same first two cards, and each seat
 * then decides on its own in the decision window (hit, stand, double; no split or insurance), drawing from one
 * shared sequence of cards, so two seats that hit twice get the same two cards. A seat that has not finished
 * when the window closes stands. The dealer gets one card up before the decisions and draws the rest after
 * (no hole card): stands on every 17, soft ones included. Pays: blackjack 3:2, a win 1:1, a push returns the
 * stake; a seat's blackjack against the dealer's is a push.
 */
import type { LiveCard, LiveHand } from '@contract/provider/live';
import type { Return } from './returns';

export function handTotal(cards: readonly LiveCard[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += Math.min(card.rank, 10);
    if (card.rank === 1) aces += 1;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export const isBlackjack = (cards: readonly LiveCard[]) =>
  cards.length === 2 && handTotal(cards).total === 21;

/** A hand of `cards` still to be played (or a natural, which is done at once). */
export function openHand(cards: LiveCard[]): LiveHand {
  const { total, soft } = handTotal(cards);
  return { cards, total, soft, status: isBlackjack(cards) ? 'blackjack' : 'playing' };
}

/**
 * The hand after a decision; `nextCard(i)` is the shared sequence's i-th card after the first two (the seat's
 * hit number i). Doubling takes one card and ends the hand.
 */
export function decide(
  hand: LiveHand,
  decision: 'hit' | 'stand' | 'double',
  nextCard: (index: number) => LiveCard,
): LiveHand {
  if (hand.status !== 'playing') return hand;
  if (decision === 'stand') return { ...hand, status: 'stood' };
  const cards = [...hand.cards, nextCard(hand.cards.length - 2)];
  const { total, soft } = handTotal(cards);
  const status = total > 21 ? 'bust' : decision === 'double' ? 'doubled' : total === 21 ? 'stood' : 'playing';
  return { cards, total, soft, status };
}

/** Whether `decision` is allowed now: double only on the first two cards. */
export const canDecide = (hand: LiveHand, decision: 'hit' | 'stand' | 'double') =>
  hand.status === 'playing' && (decision !== 'double' || hand.cards.length === 2);

/** The dealer's hand from the up card: draws until 17 or more. */
export function dealerPlays(up: LiveCard, next: () => LiveCard): LiveCard[] {
  const cards = [up, next()];
  while (handTotal(cards).total < 17) cards.push(next());
  return cards;
}

/** What a seat's hand returns per unit staked (its doubled stake included) against the dealer's cards. */
export function blackjackReturn(hand: LiveHand, dealer: readonly LiveCard[]): Return {
  const dealerNatural = isBlackjack(dealer);
  if (hand.status === 'blackjack') return dealerNatural ? [1, 1] : [5, 2];
  if (hand.status === 'bust' || dealerNatural) return [0, 1];
  const dealerTotal = handTotal(dealer).total;
  if (dealerTotal > 21 || hand.total > dealerTotal) return [2, 1];
  return hand.total === dealerTotal ? [1, 1] : [0, 1];
}
