import type { CSSProperties } from 'react';
import clsx from 'clsx';
import { PlayingCard, cardName } from '../../../../components/game-art';
import type { BoardProps } from '../../game-ui';
import { boardClass, inProgress } from '../shared/round';
import { OUTCOMES, readBlackjackView, totalText, type BlackjackAction, type HandView } from './view';
import '../shared/board.css';
import './blackjack.css';

/** Milliseconds between two cards of the first deal (player, dealer, player, dealer). */
export const BLACKJACK_DEAL_STEP = 260;
/** Milliseconds between the dealer's own draws at the end, once the hole card has turned over. */
const DEALER_STEP = 250;
/** The hole card's turn (the card's CSS transition). */
const HOLE_TURN = 450;
/** From the start of a card's deal until its face shows. */
const CARD_SETTLES = 580;

/** When the hand outcomes show: after the last card of the deal, or of the dealer's drawing. */
function outcomesAt(initialDeal: boolean, extraDealerCards: number): number {
  if (initialDeal) return 3 * BLACKJACK_DEAL_STEP + CARD_SETTLES;
  return extraDealerCards > 0 ? HOLE_TURN + (extraDealerCards - 1) * DEALER_STEP + CARD_SETTLES : HOLE_TURN;
}

/** When a dealer card starts its deal: the first deal interleaved with the player, later draws in turn. */
function dealerCardDelay(position: number): number {
  if (position === 0) return BLACKJACK_DEAL_STEP;
  if (position === 1) return 3 * BLACKJACK_DEAL_STEP;
  return HOLE_TURN + (position - 2) * DEALER_STEP;
}

const ACTION_NAMES: Record<BlackjackAction, string> = {
  hit: 'Hit',
  stand: 'Stand',
  double: 'Double',
  split: 'Split',
  insurance: 'Insurance',
  noInsurance: 'No insurance',
};
const MAIN_ACTIONS: BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance'];

function Total({ label, text }: { label: string; text: string }) {
  return (
    <span className="blackjack__total" aria-label={`${label} total ${text}`}>
      {text}
    </span>
  );
}

function Hand({
  hand,
  index,
  count,
  active,
  roundId,
  initialDeal,
  revealAt,
}: {
  hand: HandView;
  index: number;
  count: number;
  active: boolean;
  roundId: string;
  initialDeal: boolean;
  revealAt: number;
}) {
  const name = count > 1 ? `Hand ${index + 1}` : 'Your hand';
  const outcome = hand.outcome === null ? null : OUTCOMES[hand.outcome]!;
  return (
    <section
      className={clsx(
        'blackjack__hand',
        active && 'blackjack__hand--active',
        outcome && `blackjack__hand--${outcome.tone}`,
      )}
      aria-label={`${name}${active ? ', to play' : ''}`}
    >
      <div className="blackjack__cards">
        {hand.cards.map((card, position) => (
          <PlayingCard
            key={`${roundId}-${index}-${position}-${card}`}
            card={card}
            deal
            delay={initialDeal && index === 0 && position < 2 ? position * 2 * BLACKJACK_DEAL_STEP : 0}
            className="blackjack__card"
          />
        ))}
      </div>
      <div className="blackjack__hand-line">
        {hand.cards.length > 0 && <Total label={name} text={totalText(hand)} />}
        {hand.doubled && <span className="blackjack__tag">Doubled</span>}
        {outcome && (
          <strong
            key={roundId}
            className={clsx('blackjack__outcome', `blackjack__outcome--${outcome.tone}`)}
            style={{ '--art-delay': `${revealAt}ms` } as CSSProperties}
          >
            {outcome.name}
          </strong>
        )}
      </div>
    </section>
  );
}

export function BlackjackBoard({ round, busy, quick, onTurn }: BoardProps<'blackjack'>) {
  const open = inProgress(round);
  const view = round ? readBlackjackView(round.view, open) : null;
  const roundId = round?.id ?? 'none';
  const initialDeal = round?.turn === null;
  const allowed = new Set(view?.actions ?? []);
  const offerInsurance = allowed.has('insurance') || allowed.has('noInsurance');

  const dealer = view?.dealer;
  const dealerCards: (number | null)[] = dealer ? [...dealer.cards] : [];
  if (dealer?.hidden && dealerCards.length === 1) dealerCards.push(null);
  const extraDealerCards = Math.max(dealerCards.length - 2, 0);
  const revealAt = quick ? 0 : outcomesAt(initialDeal, extraDealerCards);

  const act = (action: BlackjackAction) => {
    if (!busy && allowed.has(action)) onTurn({ action });
  };

  return (
    <div className={boardClass('board blackjack', quick)}>
      <section className="blackjack__dealer" aria-label="Dealer">
        <h2 className="blackjack__title">Dealer</h2>
        <div className="blackjack__cards">
          {dealerCards.length === 0 ? (
            <PlayingCard still label="Dealer's cards: none yet" className="blackjack__placeholder" />
          ) : (
            dealerCards.map((card, position) => (
              <PlayingCard
                key={`${roundId}-dealer-${position}`}
                card={card}
                // The hole card is dealt with the others; when it is revealed later it simply turns over.
                deal={position !== 1 || initialDeal}
                delay={dealerCardDelay(position)}
                label={card === null ? 'Dealer’s hole card, face down' : `Dealer: ${cardName(card)}`}
                className="blackjack__card"
              />
            ))
          )}
        </div>
        {dealer && dealer.cards.length > 0 && (
          <div className="blackjack__hand-line">
            <Total label="Dealer" text={totalText(dealer)} />
            {dealer.blackjack && (
              <strong
                className="blackjack__outcome blackjack__outcome--lose"
                style={{ '--art-delay': `${revealAt}ms` } as CSSProperties}
              >
                Blackjack
              </strong>
            )}
          </div>
        )}
      </section>

      <div className="blackjack__hands">
        {view && view.hands.length > 0 ? (
          view.hands.map((hand, index) => (
            <Hand
              key={`${roundId}-${index}`}
              hand={hand}
              index={index}
              count={view.hands.length}
              active={view.active === index && view.hands.length > 1}
              roundId={roundId}
              initialDeal={initialDeal}
              revealAt={revealAt}
            />
          ))
        ) : (
          <section className="blackjack__hand" aria-label="Your hand">
            <div className="blackjack__cards">
              <PlayingCard still label="Your cards: none yet" className="blackjack__placeholder" />
            </div>
          </section>
        )}
      </div>

      {view?.insurance && view.insurance !== 'offered' && (
        <p className="board__hint">
          {view.insurance === 'declined'
            ? 'Insurance declined.'
            : view.insurancePaid === true
              ? 'Insurance taken: it paid 2:1.'
              : view.insurancePaid === false
                ? 'Insurance taken: the dealer had no blackjack.'
                : 'Insurance taken.'}
        </p>
      )}

      {offerInsurance && (
        <div className="blackjack__insurance" role="group" aria-label="Insurance offer">
          <p>
            The dealer shows an ace. Insure your hand for half your wager? It pays 2:1 on a dealer blackjack.
          </p>
          <button
            type="button"
            className="board__button"
            disabled={busy || !allowed.has('noInsurance')}
            onClick={() => act('noInsurance')}
          >
            {ACTION_NAMES.noInsurance}
          </button>
        </div>
      )}

      <div className="blackjack__actions" role="group" aria-label="Your move">
        {MAIN_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={clsx(
              'board__button blackjack__action',
              action === 'insurance' && offerInsurance && 'board__button--primary',
            )}
            disabled={busy || !allowed.has(action)}
            onClick={() => act(action)}
          >
            {ACTION_NAMES[action]}
          </button>
        ))}
      </div>
      <p className="board__hint">
        {open
          ? offerInsurance
            ? 'Answer the insurance offer first.'
            : 'Hit, stand, double or split.'
          : view
            ? 'Press Play to deal again.'
            : 'Press Play to deal.'}
      </p>
    </div>
  );
}
