import { useState, type CSSProperties } from 'react';
import { MINES_TILES } from '@contract/index';
import { CellGrid, formatChance, formatMultiplier, type GridCell } from '../../../../components/game-art';
import type { BoardProps } from '../../game-ui';
import { boardClass, inProgress } from '../shared/round';
import { minesMultiplier, readMinesView } from './view';
import '../shared/board.css';
import './mines.css';

const COLUMNS = 5;
/** Milliseconds between tiles turning over when the board is revealed at the end. */
const REVEAL_STEP = 18;

function Gem() {
  return (
    <svg className="mines-tile__icon mines-tile__icon--gem" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 3h12l4 6-10 12L2 9z" />
      <path className="mines-tile__shine" d="M2 9h20M9 3l3 6 3-6M12 9v12" fill="none" />
    </svg>
  );
}

function Mine() {
  return (
    <svg className="mines-tile__icon mines-tile__icon--mine" viewBox="0 0 24 24" aria-hidden="true">
      <path
        className="mines-tile__spikes"
        d="M12 1v4M12 19v4M1 12h4M19 12h4M4.2 4.2l2.8 2.8M17 17l2.8 2.8M4.2 19.8 7 17M17 7l2.8-2.8"
      />
      <circle cx="12" cy="12" r="7" />
      <circle className="mines-tile__glint" cx="9.5" cy="9.5" r="1.8" />
    </svg>
  );
}

export function MinesBoard({ data, round, busy, quick, onTurn }: BoardProps<'mines'>) {
  const [clicked, setClicked] = useState<number | null>(null);
  const open = inProgress(round);
  const view = round ? readMinesView(round.view, data.mines) : null;
  const mines = view?.mines ?? data.mines;
  const revealed = view?.revealed ?? [];
  const mineTiles = view?.mineTiles ?? null;
  const settled = view !== null && !open;
  const step = quick ? 0 : REVEAL_STEP;

  const select = (tile: number) => {
    if (!open || busy || revealed.includes(tile)) return;
    setClicked(tile);
    onTurn({ tile });
  };

  const cells: GridCell[] = Array.from({ length: MINES_TILES }, (_, tile) => {
    const gem = revealed.includes(tile);
    const mine = mineTiles?.includes(tile) ?? false;
    const hit = view?.hit === tile;
    // Once settled, every tile is known: the mines from the final view, the rest gems.
    const shownAtEnd = settled && mineTiles !== null && !gem;
    const kind = gem ? 'gem' : shownAtEnd ? (mine ? 'mine' : 'gem') : null;
    const name = `Tile ${tile + 1}`;
    return {
      label:
        kind === 'mine' ? `${name}, ${hit ? 'mine hit' : 'mine'}` : kind === 'gem' ? `${name}, gem` : name,
      disabled: !open || gem,
      states: [
        gem && 'revealed',
        shownAtEnd && 'unpicked',
        kind,
        hit && 'hit',
        busy && clicked === tile && !gem && 'pending',
      ],
      content: kind && (
        <span
          key={`${round?.id}-${kind}`}
          className="mines-tile__reveal"
          style={
            { '--art-delay': `${shownAtEnd && !hit && step ? 120 + tile * step : 0}ms` } as CSSProperties
          }
        >
          {kind === 'mine' ? <Mine /> : <Gem />}
        </span>
      ),
    };
  });

  const gems = MINES_TILES - mines;
  const left = gems - revealed.length;
  const multiplier = view?.multiplier ?? 1;
  const next = open ? (view?.next ?? minesMultiplier(mines, revealed.length + 1)) : null;
  const chance = left > 0 ? left / (MINES_TILES - revealed.length) : 0;

  return (
    <div className={boardClass('board mines', quick, view?.hit != null && 'mines--lost')}>
      <CellGrid
        cells={cells}
        columns={COLUMNS}
        label="Mines tiles"
        onSelect={select}
        disabled={busy || !open}
        className="mines__grid"
      />
      <dl className="board__stats">
        <div>
          <dt>Mines</dt>
          <dd>{mines}</dd>
        </div>
        <div>
          <dt>Gems left</dt>
          <dd>{left}</dd>
        </div>
        <div>
          <dt>Multiplier</dt>
          <dd>{formatMultiplier(multiplier)}</dd>
        </div>
        {next !== null && (
          <div>
            <dt>Next tile</dt>
            <dd>{`${formatMultiplier(next)} (${formatChance(chance)})`}</dd>
          </div>
        )}
      </dl>
      <p className="board__hint">
        {open
          ? 'Reveal a tile, or take your winnings with the play button.'
          : view
            ? 'Press Play for a new round.'
            : 'Choose the number of mines and press Play.'}
      </p>
    </div>
  );
}
