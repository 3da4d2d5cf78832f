import { useState, type CSSProperties, type MouseEvent } from 'react';
import clsx from 'clsx';
import type { RouletteBet } from '@contract/index';
import { Chip, chipLabel } from '../../../../components/game-art';
import type { BoardProps } from '../../game-ui';
import { useRoundHistory } from '../shared/history';
import { boardClass, round8 } from '../shared/round';
import { tableSpots } from './layout';
import { ROULETTE_SPIN_MS, Wheel } from './Wheel';
import { pocketColour } from '@contract/index';
import { amountOn, covers, readRouletteView, sameSpot, spotKey, type Spot } from './view';
import '../shared/board.css';
import './roulette.css';

const SPOTS = tableSpots(pocketColour);

/** A bet as Play sends it: the spot's type and value only (the table's layout stays out of it). */
const betOn = (spot: Spot, amount: number): RouletteBet =>
  spot.value === undefined ? { type: spot.type, amount } : { type: spot.type, value: spot.value, amount };

/** One chip placement, to undo: the bets before and after it (undo applies only while nothing else changed). */
interface Placement {
  before: RouletteBet[];
  after: RouletteBet[];
}

export function RouletteBoard({ data, onDataChange, round, busy, quick, chip }: BoardProps<'roulette'>) {
  const bets = data.bets ?? [];
  const view = round ? readRouletteView(round.view) : null;
  const { entries: history, count: spins } = useRoundHistory(
    round,
    (entry) => readRouletteView(entry.view)?.pocket ?? null,
  );
  const [undo, setUndo] = useState<Placement[]>([]);
  const spinMs = quick ? 0 : ROULETTE_SPIN_MS;
  const lastPlacement = undo[undo.length - 1];
  const canUndo = !busy && lastPlacement !== undefined && lastPlacement.after === bets;

  const change = (next: RouletteBet[]) => {
    setUndo([...(lastPlacement?.after === bets ? undo : []), { before: bets, after: next }].slice(-100));
    onDataChange({ ...data, bets: next });
  };

  const add = (spot: Spot) => {
    if (busy || chip <= 0) return;
    const exists = bets.some((bet) => sameSpot(bet, spot));
    change(
      exists
        ? bets.map((bet) => (sameSpot(bet, spot) ? { ...bet, amount: round8(bet.amount + chip) } : bet))
        : [...bets, betOn(spot, round8(chip))],
    );
  };

  const remove = (spot: Spot) => {
    if (busy || amountOn(bets, spot) <= 0) return;
    change(
      bets
        .map((bet) => (sameSpot(bet, spot) ? { ...bet, amount: round8(bet.amount - chip) } : bet))
        .filter((bet) => bet.amount > 0),
    );
  };

  const onContextMenu = (event: MouseEvent, spot: Spot) => {
    event.preventDefault();
    remove(spot);
  };

  const pocket = view?.pocket ?? null;
  const colour = pocket === null ? null : pocketColour(pocket);

  return (
    <div className={boardClass('board roulette', quick)}>
      <div className="roulette__top">
        <Wheel pocket={pocket} spins={spins} spinKey={round?.id ?? 'none'} />
        <div className="roulette__side">
          {pocket !== null && (
            <p
              key={round?.id}
              className={`roulette__result roulette__result--${colour}`}
              style={{ '--art-delay': `${spinMs}ms` } as CSSProperties}
              role="status"
              aria-label={`Result: ${pocket} ${colour}`}
            >
              {pocket}
            </p>
          )}
          {history.length > 0 && (
            <ol className="roulette__history" aria-label="Last results">
              {history.slice(0, 12).map(({ id, entry }, index) => (
                <li
                  key={id}
                  className={`roulette__past roulette__past--${pocketColour(entry)}`}
                  style={{ '--art-delay': `${index === 0 ? spinMs : 0}ms` } as CSSProperties}
                  aria-label={`${entry} ${pocketColour(entry)}`}
                >
                  {entry}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>

      <div className="roulette__felt">
        <div className="roulette__table" role="group" aria-label="Roulette table">
          {SPOTS.map((spot) => {
            const amount = amountOn(bets, spot);
            const wins = pocket !== null && covers(spot, pocket);
            const numberColour = spot.type === 'straight' ? pocketColour(spot.value!) : null;
            return (
              <button
                key={spotKey(spot)}
                type="button"
                className={clsx(
                  'roulette__spot',
                  `roulette__spot--${spot.type}`,
                  numberColour && `roulette__spot--${numberColour}`,
                  wins && 'roulette__spot--wins',
                )}
                style={
                  {
                    '--wide-row': spot.wide.row,
                    '--wide-column': spot.wide.column,
                    '--tall-row': spot.tall.row,
                    '--tall-column': spot.tall.column,
                    '--art-delay': `${spinMs}ms`,
                  } as CSSProperties
                }
                aria-label={`${spot.name}${amount > 0 ? `, bet ${chipLabel(amount)}` : ''}`}
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
                <span className="roulette__spot-text">
                  {spot.type === 'red' || spot.type === 'black' ? (
                    <span className={`roulette__diamond roulette__diamond--${spot.type}`} />
                  ) : (
                    spot.text
                  )}
                </span>
                {amount > 0 && (
                  <Chip
                    key={amount}
                    value={amount}
                    display={chipLabel(amount)}
                    size="small"
                    drop
                    className="roulette__chip"
                  />
                )}
              </button>
            );
          })}
        </div>
      </div>

      <div className="board__toolbar">
        <button
          type="button"
          className="board__button"
          disabled={!canUndo}
          onClick={() => {
            if (!canUndo || !lastPlacement) return;
            setUndo(undo.slice(0, -1));
            onDataChange({ ...data, bets: lastPlacement.before });
          }}
        >
          Undo
        </button>
        <button
          type="button"
          className="board__button"
          disabled={busy || bets.length === 0}
          onClick={() => change([])}
        >
          Clear
        </button>
      </div>
      <p className="board__hint">{`Click the table to place a ${chipLabel(chip)} chip; right click or Delete takes one off.`}</p>
    </div>
  );
}
