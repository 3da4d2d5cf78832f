/**
 * Blackjack's view as the board reads it from `round.view` (src/sim/games/blackjack.ts `BlackjackView`):
 *   { phase: 'insurance' | 'player' | 'settled';
 *     dealer: { cards: number[]; total: number; soft: boolean; hidden: boolean; blackjack: boolean | null };
 *     hands: { cards: number[]; total: number; soft: boolean; doubled: boolean; split: boolean; done: boolean;
 *              outcome: 0..6 | null }[];
 *     active: number | null; insurance: 'offered' | 'taken' | 'declined' | null; insurancePaid: boolean | null;
 *     actions: ('hit' | 'stand' | 'double' | 'split' | 'insurance' | 'noInsurance')[] }
 * While in play the dealer shows only the up card (hidden: true); totals missing from the view are worked out.
 */
import type { TurnData } from '@contract/index';
import { bool, cards, int, oneOf, oneOfOrNull, record } from '../shared/parse';

export type BlackjackAction = TurnData['blackjack']['action'];
export const ACTIONS: readonly BlackjackAction[] = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'noInsurance',
];

/** Outcome codes 0..6 (platform.md §4: draw, lose, won, won, lose, won, lose). */
export const OUTCOMES = [
  { name: 'Push', tone: 'draw' },
  { name: 'Lose', tone: 'lose' },
  { name: 'Win', tone: 'win' },
  { name: 'Blackjack', tone: 'win' },
  { name: 'Bust', tone: 'lose' },
  { name: 'Dealer bust', tone: 'win' },
  { name: 'Dealer blackjack', tone: 'lose' },
] as const;

export interface Total {
  total: number;
  soft: boolean;
}

export interface HandView extends Total {
  cards: number[];
  doubled: boolean;
  split: boolean;
  done: boolean;
  outcome: number | null;
}

export interface BlackjackView {
  phase: 'insurance' | 'player' | 'settled';
  dealer: Total & { cards: number[]; hidden: boolean; blackjack: boolean | null };
  hands: HandView[];
  active: number | null;
  insurance: 'offered' | 'taken' | 'declined' | null;
  insurancePaid: boolean | null;
  actions: BlackjackAction[];
}

/** Best total of a hand (aces 11 while that does not bust) and whether an ace still counts 11. */
export function handTotal(hand: readonly number[]): Total {
  let total = 0;
  let aces = 0;
  for (const card of hand) {
    const rank = card % 13;
    if (rank === 12) {
      aces += 1;
      total += 1;
    } else total += rank >= 8 ? 10 : rank + 2;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

function totalOf(source: Record<string, unknown>, hand: number[]): Total {
  const worked = handTotal(hand);
  return { total: int(source.total, worked.total, 0), soft: bool(source.soft, worked.soft) };
}

export function readBlackjackView(view: unknown, open: boolean): BlackjackView {
  const source = record(view);
  const dealer = record(source.dealer);
  const dealerCards = cards(dealer.cards);
  const hands = Array.isArray(source.hands)
    ? source.hands.map((entry): HandView => {
        const hand = record(entry);
        const handCards = cards(hand.cards);
        const outcome = int(hand.outcome, -1, 0, OUTCOMES.length - 1);
        return {
          cards: handCards,
          ...totalOf(hand, handCards),
          doubled: bool(hand.doubled, false),
          split: bool(hand.split, false),
          done: bool(hand.done, !open),
          outcome: outcome >= 0 ? outcome : null,
        };
      })
    : [];
  const active = int(source.active, -1, 0, Math.max(hands.length - 1, 0));
  return {
    phase: oneOf(source.phase, ['insurance', 'player', 'settled'] as const, open ? 'player' : 'settled'),
    dealer: {
      cards: dealerCards,
      ...totalOf(dealer, dealerCards),
      hidden: bool(dealer.hidden, open),
      blackjack: typeof dealer.blackjack === 'boolean' ? dealer.blackjack : null,
    },
    hands,
    active: open && active >= 0 ? active : null,
    insurance: oneOfOrNull(source.insurance, ['offered', 'taken', 'declined'] as const),
    insurancePaid: typeof source.insurancePaid === 'boolean' ? source.insurancePaid : null,
    actions:
      open && Array.isArray(source.actions)
        ? source.actions.filter((action): action is BlackjackAction =>
            (ACTIONS as readonly unknown[]).includes(action),
          )
        : [],
  };
}

/** '7 / 17' for a soft total, '17' otherwise. */
export const totalText = ({ total, soft }: Total) =>
  soft && total <= 21 ? `${total - 10} / ${total}` : String(total);
