import type { PokerPotResult, PokerTableState } from '@contract/provider/poker';
import { chipsText, seatSpot } from './chips';
import { PlayingCard } from './PlayingCard';
import { PokerSeat } from './PokerSeat';

/** What the turn timer needs: the ms left for the seat to act, counted from the answer's arrival. */
export interface TurnClock {
  seat: number;
  left: number;
  total: number;
}

/** "Mika wins 1.20 USDT with Flush, Ace High", "You & Bo split a side pot of ...". */
function potLine(pot: PokerPotResult, index: number, nameOf: (seat: number) => string, amount: string) {
  const names = pot.winners.map(nameOf);
  const verb = names.length > 1 ? 'split' : names[0] === 'You' ? 'win' : 'wins';
  const what = index > 0 ? `a side pot of ${amount}` : amount;
  return `${names.join(' & ')} ${verb} ${what}${pot.hand ? ` with ${pot.hand}` : ''}`;
}

/** The oval felt: six seats, the dealer button, the board, the pot and the last hand's result. */
export function PokerFelt({ view, clock }: { view: PokerTableState; clock: TurnClock | null }) {
  const { hand, result, chip } = view;
  const winners = new Set(result?.pots.flatMap((pot) => pot.winners) ?? []);
  const nameOf = (seat: number) => {
    const seatView = view.seats[seat];
    return seatView?.isYou ? 'You' : (seatView?.player?.name ?? 'A player');
  };
  return (
    <div className="pk-stage">
      <div className="pk-felt-wrap">
        <div className="pk-felt">
          <div className="pk-felt__middle">
            <div className="pk-board" aria-label="Board">
              {hand?.board.map((card, index) => (
                <PlayingCard key={card} card={card} delay={index < 3 ? index * 120 : 0} />
              ))}
            </div>
            {hand && hand.pot > 0 && (
              <div className="pk-pot" data-testid="pot">
                Pot {chipsText(hand.pot, chip)}
              </div>
            )}
            {result && (
              <div className="pk-result" role="status">
                {result.pots.map((pot, index) => (
                  <p key={index}>{potLine(pot, index, nameOf, chipsText(pot.amount - pot.rake, chip))}</p>
                ))}
              </div>
            )}
            {!hand && <p className="pk-waiting">Waiting for players…</p>}
          </div>
        </div>
        {view.seats.map((seat) => (
          <PokerSeat
            key={seat.seat}
            view={seat}
            chip={chip}
            spot={seatSpot(seat.seat, view.you.seat, view.table.seats)}
            dealer={hand?.button === seat.seat}
            acting={hand?.toAct === seat.seat && !result}
            deadline={clock?.seat === seat.seat ? clock : null}
            winner={winners.has(seat.seat) && result !== null}
          />
        ))}
      </div>
    </div>
  );
}
