import type { PokerChipValue, PokerSeatView } from '@contract/provider/poker';
import { chipsText } from './chips';
import { PlayingCard } from './PlayingCard';
import { TurnTimer } from './TurnTimer';

interface PokerSeatProps {
  view: PokerSeatView;
  chip: PokerChipValue;
  spot: { x: number; y: number };
  dealer: boolean;
  acting: boolean;
  /** Ms left to act, when this seat is to act and a person. */
  deadline: { left: number; total: number } | null;
  winner: boolean;
}

const LAST_LABELS = {
  blind: 'Blind',
  fold: 'Fold',
  check: 'Check',
  call: 'Call',
  bet: 'Bet',
  raise: 'Raise',
};

/** One seat around the felt: the player's face, name and chips, their cards, their bet and what they did. */
export function PokerSeat({ view, chip, spot, dealer, acting, deadline, winner }: PokerSeatProps) {
  const style = { left: `${spot.x}%`, top: `${spot.y}%` };
  if (!view.player)
    return (
      <div className="pk-seat pk-seat--empty" style={style}>
        <span className="pk-seat__open">Open seat</span>
      </div>
    );
  const classes = [
    'pk-seat',
    view.folded && 'pk-seat--folded',
    acting && 'pk-seat--acting',
    winner && 'pk-seat--winner',
    view.isYou && 'pk-seat--you',
  ].filter(Boolean);
  // Bets sit between the seat and the middle of the table.
  const betStyle = { left: `${50 + (spot.x - 50) * 0.55}%`, top: `${50 + (spot.y - 50) * 0.55}%` };
  return (
    <>
      <div className={classes.join(' ')} style={style} data-testid={view.isYou ? 'your-seat' : undefined}>
        <div className="pk-seat__cards">
          {view.cards.map((card, index) => (
            <PlayingCard
              key={`${card ?? 'back'}-${index}`}
              card={card}
              size={view.isYou ? 'md' : 'sm'}
              delay={index * 90}
            />
          ))}
        </div>
        <div className="pk-seat__plate">
          <span className="pk-seat__avatar">
            {view.player.avatar ? <img src={view.player.avatar} alt="" /> : view.player.name.slice(0, 1)}
            {deadline && <TurnTimer left={deadline.left} total={deadline.total} />}
          </span>
          <span className="pk-seat__who">
            <span className="pk-seat__name">{view.isYou ? 'You' : view.player.name}</span>
            <span className="pk-seat__stack">{view.allIn ? 'All-in' : chipsText(view.stack, chip)}</span>
          </span>
          {dealer && (
            <span className="pk-seat__dealer" aria-label="Dealer button">
              D
            </span>
          )}
        </div>
        {view.last && <span className="pk-seat__last">{LAST_LABELS[view.last.action]}</span>}
        {view.sittingOut && <span className="pk-seat__last">Sitting out</span>}
      </div>
      {view.bet > 0 && (
        <span className="pk-bet" style={betStyle}>
          <span className="pk-chip-stack" aria-hidden />
          {chipsText(view.bet, chip)}
        </span>
      )}
    </>
  );
}
