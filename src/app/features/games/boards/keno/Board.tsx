import { type CSSProperties } from 'react';
import clsx from 'clsx';
import { KENO_CELLS, KENO_MAX_PICKS } from '@contract/index';
import { CellGrid, formatMultiplier, type GridCell } from '../../../../components/game-art';
import type { BoardProps } from '../../game-ui';
import { useGameSession } from '../../stores/game-session-store';
import { boardClass } from '../shared/round';
import { KenoPaytable } from './Paytable';
import { paytableRow, readKenoView, samePicks } from './view';
import '../shared/board.css';
import './keno.css';

/** Milliseconds between two drawn cells appearing. */
export const KENO_DRAW_STEP = 130;
const COLUMNS = 8;

/** `count` distinct cells out of 0..39 (the auto pick: a person's convenience, not an outcome). */
export function randomCells(count: number, random: () => number = Math.random): number[] {
  const cells = Array.from({ length: KENO_CELLS }, (_, cell) => cell);
  for (let index = cells.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [cells[index], cells[other]] = [cells[other]!, cells[index]!];
  }
  return cells.slice(0, count).sort((a, b) => a - b);
}

export function KenoBoard({ data, onDataChange, round, busy, quick }: BoardProps<'keno'>) {
  const paytable = useGameSession((state) => state.gameData?.paytable);
  const picks = data.picks ?? [];
  const view = readKenoView(round?.view, data);
  // The last draw stays on the board until the picks change.
  const result = view && samePicks(view.picks, picks) ? view : null;
  const full = picks.length >= KENO_MAX_PICKS;
  const step = quick ? 0 : KENO_DRAW_STEP;
  const revealEnd = result ? result.drawn.length * step : 0;

  const toggle = (cell: number) => {
    if (busy) return;
    if (picks.includes(cell)) {
      onDataChange({ ...data, picks: picks.filter((picked) => picked !== cell) });
    } else if (picks.length < KENO_MAX_PICKS) {
      onDataChange({ ...data, picks: [...picks, cell].sort((a, b) => a - b) });
    }
  };

  const cells: GridCell[] = Array.from({ length: KENO_CELLS }, (_, cell) => {
    const picked = picks.includes(cell);
    const order = result ? result.drawn.indexOf(cell) : -1;
    const drawn = order >= 0;
    const hit = drawn && picked;
    return {
      label: `Number ${cell + 1}${hit ? ', hit' : drawn ? ', drawn' : ''}`,
      pressed: picked,
      disabled: !picked && full,
      states: [picked && 'picked', drawn && 'drawn', hit && 'hit'],
      content: (
        <>
          {drawn && (
            <span
              key={round?.id}
              className={clsx('keno-cell__mark', hit ? 'keno-cell__mark--hit' : 'keno-cell__mark--miss')}
              style={{ '--art-delay': `${order * step}ms` } as CSSProperties}
              aria-hidden="true"
            />
          )}
          <span className="keno-cell__number">{cell + 1}</span>
        </>
      ),
    };
  });

  const row =
    (result?.risk === data.risk && result.paytable?.length === picks.length + 1 ? result.paytable : null) ??
    paytableRow(paytable, data.risk, picks.length);
  const hitCount = result ? result.hits.length : null;

  return (
    <div className={boardClass('board keno', quick)}>
      <CellGrid
        cells={cells}
        columns={COLUMNS}
        label={`Keno numbers, ${picks.length} of ${KENO_MAX_PICKS} picked`}
        onSelect={toggle}
        disabled={busy}
        className="keno__grid"
      />
      <div className="board__toolbar">
        <button
          type="button"
          className="board__button"
          disabled={busy}
          onClick={() => onDataChange({ ...data, picks: randomCells(KENO_MAX_PICKS) })}
        >
          Auto pick
        </button>
        <button
          type="button"
          className="board__button"
          disabled={busy || picks.length === 0}
          onClick={() => onDataChange({ ...data, picks: [] })}
        >
          Clear
        </button>
      </div>
      <p className="board__hint" aria-live="polite">
        {picks.length === 0
          ? `Pick 1 to ${KENO_MAX_PICKS} numbers`
          : full
            ? `${KENO_MAX_PICKS} of ${KENO_MAX_PICKS} picked: that is the most`
            : `${picks.length} of ${KENO_MAX_PICKS} picked`}
      </p>
      {row && (
        <KenoPaytable
          row={row}
          label={`Payouts for ${picks.length} picks, ${data.risk} risk`}
          current={hitCount}
          delay={revealEnd}
        />
      )}
      {result && (
        <p
          key={round?.id}
          className="keno__summary"
          style={{ '--art-delay': `${revealEnd}ms` } as CSSProperties}
          role="status"
        >
          {`${result.hits.length} ${result.hits.length === 1 ? 'hit' : 'hits'} of ${result.picks.length}: ${formatMultiplier(result.multiplier)}`}
        </p>
      )}
    </div>
  );
}
