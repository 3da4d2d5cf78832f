import { LIVE_PHASE_MS, WHEEL_SEGMENTS, type LiveTableState } from '@contract/provider/live';
import { Hand } from './Card';
import { EUROPEAN_ORDER, ROULETTE_SEGMENTS, WHEEL_FILL } from './faces';
import { Wheel } from './Wheel';

const MONEY_SEGMENTS = WHEEL_SEGMENTS.map((number) => ({ label: String(number), fill: WHEEL_FILL[number] }));

/** The spin settles a little before the dealing phase ends, so the result is on the wheel when it is read. */
const spinMs = (kind: 'roulette' | 'wheel') => LIVE_PHASE_MS[kind].dealing - 1_000;

/** The dealer's side of the table: the wheel that spins, or the cards dealt. */
export function Stage({ state }: { state: LiveTableState }) {
  const { outcome, round } = state;
  switch (state.kind) {
    case 'roulette': {
      const pocket = outcome?.kind === 'roulette' ? outcome.pocket : null;
      return (
        <Wheel
          segments={ROULETTE_SEGMENTS}
          landing={pocket === null ? null : { index: EUROPEAN_ORDER.indexOf(pocket), key: `${round}` }}
          spinMs={spinMs('roulette')}
          label={
            state.phase === 'result' && pocket !== null ? `The ball landed on ${pocket}` : 'Roulette wheel'
          }
          hub={state.phase === 'result' && pocket !== null ? String(pocket) : ''}
        />
      );
    }
    case 'wheel': {
      const landed = outcome?.kind === 'wheel' ? outcome : null;
      return (
        <Wheel
          segments={MONEY_SEGMENTS}
          landing={landed ? { index: landed.segment, key: `${round}` } : null}
          spinMs={spinMs('wheel')}
          label={state.phase === 'result' && landed ? `The wheel stopped on ${landed.number}` : 'Money wheel'}
          hub={state.phase === 'result' && landed ? `×${landed.number}` : ''}
        />
      );
    }
    case 'baccarat':
      return <BaccaratStage state={state} />;
    case 'blackjack':
      return <BlackjackStage state={state} />;
  }
}

function BaccaratStage({ state }: { state: LiveTableState }) {
  const coup = state.outcome?.kind === 'baccarat' ? state.outcome : null;
  if (!coup)
    return (
      <div className="lv-felt lv-felt--waiting">
        Place your bets: the next coup is dealt when betting closes
      </div>
    );
  const shown = state.phase === 'result';
  // Dealt in the order player, banker, player, banker, then the third cards.
  return (
    <div className="lv-felt" key={state.round}>
      <Hand
        label="Player"
        cards={coup.player}
        total={shown ? coup.playerTotal : null}
        stride={2}
        tone={shown ? (coup.winner === 'player' ? 'win' : coup.winner === 'banker' ? 'lose' : null) : null}
      />
      <Hand
        label="Banker"
        cards={coup.banker}
        total={shown ? coup.bankerTotal : null}
        firstOrder={1}
        stride={2}
        tone={shown ? (coup.winner === 'banker' ? 'win' : coup.winner === 'player' ? 'lose' : null) : null}
      />
      {shown && <p className="lv-felt__verdict">{coup.winner === 'tie' ? 'Tie' : `${coup.winner} wins`}</p>}
    </div>
  );
}

function BlackjackStage({ state }: { state: LiveTableState }) {
  if (!state.deal)
    return (
      <div className="lv-felt lv-felt--waiting">Place your bets: the cards are dealt when betting closes</div>
    );
  const dealer = state.outcome?.kind === 'blackjack' ? state.outcome : null;
  const hand = state.mine?.hand;
  return (
    <div className="lv-felt" key={state.round}>
      <Hand
        label="Dealer"
        cards={dealer ? dealer.dealer : [state.deal.dealerUp]}
        total={dealer ? (dealer.dealerTotal > 21 ? 'Bust' : dealer.dealerTotal) : null}
        firstOrder={1}
      />
      <Hand
        label={hand ? 'Your hand' : 'Common hand'}
        cards={hand ? hand.cards : state.deal.player}
        total={
          hand
            ? hand.status === 'bust'
              ? 'Bust'
              : hand.status === 'blackjack'
                ? 'Blackjack'
                : hand.total
            : null
        }
        stride={2}
      />
    </div>
  );
}
