/**
 * How the crowd plays a blackjack hand: a short version of the basic chart (double 10 or 11 against a weaker
 * up card, hit to 12 always and to 17 against a 7 or better, hit soft 17 and below), with a little noise so
 * not every seat at the table does the same.
 */
import type { BlackjackDecision, LiveCard, LiveHand } from '@contract/provider/live';
import type { WorldRandom } from './random';

export function crowdDecision(hand: LiveHand, dealerUp: LiveCard, random: WorldRandom): BlackjackDecision {
  const up = dealerUp.rank === 1 ? 11 : Math.min(dealerUp.rank, 10);
  const firstTwo = hand.cards.length === 2;
  if (firstTwo && (hand.total === 11 || (hand.total === 10 && up <= 9)) && random.chance(0.85))
    return 'double';
  if (hand.soft) return hand.total <= 17 ? 'hit' : 'stand';
  if (hand.total <= 11) return 'hit';
  if (hand.total >= 17) return 'stand';
  const chart: BlackjackDecision = up >= 7 ? 'hit' : 'stand';
  return random.chance(0.1) ? (chart === 'hit' ? 'stand' : 'hit') : chart;
}
