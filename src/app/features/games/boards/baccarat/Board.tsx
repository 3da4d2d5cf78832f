import type { CSSProperties, MouseEvent } from 'react';
import clsx from 'clsx';
import { Chip, PlayingCard, cardName, chipLabel } from '../../../../components/game-art';
import type { BoardProps } from '../../game-ui';
import { boardClass, round8 } from '../shared/round';
import { readBaccaratView, type BaccaratSide, type BaccaratView, type BaccaratWinner } from './view';
import '../shared/board.css';
import './baccarat.css';

/** Milliseconds between two dealt cards. */
export const BACCARAT_DEAL_STEP = 380;
/** After a card starts its deal, until its face shows. */
const CARD_SETTLES = 600;

const SPOT_INFO: Record<BaccaratWinner, { name: string; pays: string }> = {
  player: { name: 'Player', pays: '1:1' },
  tie: { name: 'Tie', pays: '8:1' },
  banker: { name: 'Banker', pays: '0.95:1' },
};
const BANNERS: Record<BaccaratWinner, string> = { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' };

function HandView({
  side,
  view,
  roundId,
  step,
}: {
  side: BaccaratSide;
  view: BaccaratView | null;
  roundId: string;
  step: number;
}) {
  const name = SPOT_INFO[side].name;
  const hand = view ? view[side] : [];
  const order = view
    ? view.dealt.map((entry, index) => ({ ...entry, index })).filter((e) => e.side === side)
    : [];
  const lastDealt = order.length ? order[order.length - 1]!.index : 0;
  const total = view ? (side === 'player' ? view.playerTotal : view.bankerTotal) : null;
  const won = view?.winner === side;
  return (
    <section className={clsx('baccarat__hand', won && 'baccarat__hand--won')} aria-label={`${name} hand`}>
      <h2 className="baccarat__hand-name">
        {name}
        {total !== null && (
          <span
            key={roundId}
            className="baccarat__total"
            style={{ '--art-delay': `${lastDealt * step + (step ? CARD_SETTLES : 0)}ms` } as CSSProperties}
            aria-label={`${name} total ${total}`}
          >
            {total}
          </span>
        )}
      </h2>
      <div className="baccarat__cards">
        {hand.length === 0 ? (
          <>
            <PlayingCard still label={`${name}: no cards yet`} className="baccarat__placeholder" />
            <PlayingCard still label={`${name}: no cards yet`} className="baccarat__placeholder" />
          </>
        ) : (
          hand.map((card, position) => (
            <PlayingCard
              key={`${roundId}-${position}`}
              card={card}
              deal
              delay={(order[position]?.index ?? position) * step}
              label={`${name}: ${cardName(card)}`}
              className={clsx('baccarat__card', position === 2 && 'baccarat__card--third')}
            />
          ))
        )}
      </div>
    </section>
  );
}

export function BaccaratBoard({ data, onDataChange, round, busy, quick, chip }: BoardProps<'baccarat'>) {
  const view = round ? readBaccaratView(round.view) : null;
  const roundId = round?.id ?? 'none';
  const step = quick ? 0 : BACCARAT_DEAL_STEP;
  const revealAt = view ? (view.dealt.length - 1) * step + (step ? CARD_SETTLES : 0) : 0;
  const total = round8(data.player + data.banker + data.tie);

  const add = (spot: BaccaratWinner) => {
    if (busy || chip <= 0) return;
    onDataChange({ ...data, [spot]: round8(data[spot] + chip) });
  };
  const remove = (spot: BaccaratWinner) => {
    if (busy || data[spot] <= 0) return;
    onDataChange({ ...data, [spot]: Math.max(round8(data[spot] - chip), 0) });
  };
  const onContextMenu = (event: MouseEvent, spot: BaccaratWinner) => {
    event.preventDefault();
    remove(spot);
  };

  return (
    <div className={boardClass('board baccarat', quick)}>
      <div className="baccarat__table">
        <HandView side="player" view={view} roundId={roundId} step={step} />
        <HandView side="banker" view={view} roundId={roundId} step={step} />
      </div>
      {view && (
        <p
          key={roundId}
          className={clsx('board__banner', 'baccarat__banner', `baccarat__banner--${view.winner}`)}
          style={{ '--art-delay': `${revealAt}ms` } as CSSProperties}
          role="status"
        >
          {`${BANNERS[view.winner]}${view.natural ? ' (natural)' : ''}`}
        </p>
      )}
      <div className="baccarat__spots" role="group" aria-label="Bets">
        {(['player', 'tie', 'banker'] as const).map((spot) => {
          const amount = data[spot];
          const info = SPOT_INFO[spot];
          const won = view?.winner === spot;
          return (
            <div
              key={spot}
              className={clsx('baccarat__spot', `baccarat__spot--${spot}`, won && 'baccarat__spot--won')}
              style={{ '--art-delay': `${revealAt}ms` } as CSSProperties}
            >
              <button
                type="button"
                className="baccarat__place"
                aria-label={`${info.name}, pays ${info.pays}${amount > 0 ? `, bet ${chipLabel(amount)}` : ''}`}
                disabled={busy}
                onClick={() => add(spot)}
                onContextMenu={(event) => onContextMenu(event, spot)}
                onKeyDown={(event) => {
                  if (event.key === 'Delete' || event.key === 'Backspace') {
                    event.preventDefault();
                    remove(spot);
                  }
                }}
              >
                <span className="baccarat__spot-name">{info.name}</span>
                <span className="baccarat__spot-pays">{`pays ${info.pays}`}</span>
                <span className="baccarat__stack">
                  {amount > 0 && <Chip key={amount} value={amount} display={chipLabel(amount)} drop />}
                </span>
              </button>
              <button
                type="button"
                className="baccarat__remove"
                aria-label={`Remove a chip from ${info.name}`}
                disabled={busy || amount <= 0}
                onClick={() => remove(spot)}
              >
                −
              </button>
            </div>
          );
        })}
      </div>
      <div className="board__toolbar">
        <button
          type="button"
          className="board__button"
          disabled={busy || total <= 0}
          onClick={() => onDataChange({ player: 0, banker: 0, tie: 0 })}
        >
          Clear
        </button>
      </div>
      <p className="board__hint">
        {`Click a bet to place a ${chipLabel(chip)} chip; right click, Delete or − takes one off.`}
      </p>
    </div>
  );
}
