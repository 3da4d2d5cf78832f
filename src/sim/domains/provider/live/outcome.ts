/** The dealer's draws: each kind's outcome from the table's seeded stream, drawn once betting has closed. */
import type { LiveCard, LiveOutcome, LiveTableKind } from '@contract/provider/live';
import { dealBaccarat } from './rules/baccarat';
import { drawCard, type Floats } from './rules/cards';
import { dealerPlays, handTotal } from './rules/blackjack';
import { spinPocket } from './rules/roulette';
import { WHEEL_SEGMENTS, spinSegment } from './rules/wheel';

/** The outcome of a roulette, baccarat or wheel round (blackjack's comes from its seats' play: dealerOutcome). */
export function drawOutcome(kind: Exclude<LiveTableKind, 'blackjack'>, floats: Floats): LiveOutcome {
  switch (kind) {
    case 'roulette':
      return { kind, pocket: spinPocket(floats) };
    case 'wheel': {
      const segment = spinSegment(floats);
      return { kind, segment, number: WHEEL_SEGMENTS[segment]! };
    }
    case 'baccarat':
      return { kind, ...dealBaccarat(floats) };
  }
}

/** Blackjack's first deal: the seats' two shared cards and the dealer's up card. */
export function dealBlackjack(floats: Floats): { player: LiveCard[]; dealerUp: LiveCard } {
  const first = drawCard(floats);
  const dealerUp = drawCard(floats);
  return { player: [first, drawCard(floats)], dealerUp };
}

/** The dealer's hand after the decisions, drawn from the same stream. */
export function dealerOutcome(dealerUp: LiveCard, floats: Floats): LiveOutcome {
  const dealer = dealerPlays(dealerUp, () => drawCard(floats));
  return { kind: 'blackjack', dealer, dealerTotal: handTotal(dealer).total };
}
