import { useState, type CSSProperties } from 'react';
import clsx from 'clsx';
import { STAIRS_COLUMNS, STAIRS_ROWS, STAIRS_STONES } from '@contract/index';
import { formatChance, formatMultiplier, formatMultiplierShort } from '../../../../components/game-art';
import type { BoardProps } from '../../game-ui';
import { boardClass, inProgress } from '../shared/round';
import { readStairsView, stairsMultiplier } from './view';
import '../shared/board.css';
import './stairs.css';

/** Milliseconds between rows when the remaining stones are revealed at the end. */
const REVEAL_STEP = 30;

const DIFFICULTY_NAMES = { low: 'Low', medium: 'Medium', high: 'High' } as const;

function Stone() {
  return (
    <svg className="stairs__icon stairs__icon--stone" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 17l2-7 5-4 6 1 4 6-2 5-7 2z" />
    </svg>
  );
}

function Climber() {
  return (
    <svg className="stairs__icon stairs__icon--climber" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="5" r="3" />
      <path d="M12 9v7M12 11l-5 3M12 11l5-2M12 16l-4 6M12 16l4 6" fill="none" />
    </svg>
  );
}

export function StairsBoard({ data, round, busy, quick, onTurn }: BoardProps<'stairs'>) {
  const [clicked, setClicked] = useState<{ row: number; column: number } | null>(null);
  const open = inProgress(round);
  const parsed = round ? readStairsView(round.view, data.difficulty) : null;
  // A finished round stays on the board until the difficulty changes; a round in play always shows.
  const view = parsed && (open || parsed.difficulty === data.difficulty) ? parsed : null;
  const difficulty = view?.difficulty ?? data.difficulty;
  const climbed = view?.path.length ?? 0;
  const current = open ? (view?.row ?? climbed) : -1;
  const settled = view !== null && !open;
  const step = quick ? 0 : REVEAL_STEP;

  const choose = (row: number, column: number) => {
    if (!open || busy || row !== current) return;
    setClicked({ row, column });
    onTurn({ column });
  };

  const rows = Array.from({ length: STAIRS_ROWS }, (_, index) => STAIRS_ROWS - 1 - index);
  const stones = STAIRS_STONES[difficulty];
  const multiplier = view?.multiplier ?? 1;
  const next = open ? (view?.next ?? stairsMultiplier(difficulty, climbed + 1)) : null;

  return (
    <div className={boardClass('board stairs', quick)}>
      <div className="stairs__rows" role="group" aria-label="Stairs, bottom row first to climb">
        {rows.map((row) => {
          const rowStones = view?.stoneColumns[row] ?? null;
          const stepColumn = view?.path[row] ?? null;
          const isCurrent = row === current;
          const revealedLate = settled && row >= climbed;
          return (
            <div
              key={row}
              className={clsx(
                'stairs__row',
                isCurrent && 'stairs__row--current',
                row < climbed && 'stairs__row--climbed',
              )}
            >
              <span className="stairs__multiplier" aria-hidden="true">
                {formatMultiplierShort(stairsMultiplier(difficulty, row + 1))}
              </span>
              {Array.from({ length: STAIRS_COLUMNS }, (_, column) => {
                const stone = rowStones?.includes(column) ?? false;
                const stepped = stepColumn === column;
                const hit = view?.hit?.row === row && view.hit.column === column;
                const pending = busy && isCurrent && clicked?.row === row && clicked.column === column;
                const name = `Row ${row + 1}, stair ${column + 1}`;
                const label = hit
                  ? `${name}, stone hit`
                  : stepped
                    ? `${name}, your step`
                    : stone
                      ? `${name}, stone`
                      : isCurrent
                        ? `${name}, pays ${formatMultiplier(stairsMultiplier(difficulty, row + 1))}`
                        : name;
                return (
                  <button
                    key={column}
                    type="button"
                    className={clsx(
                      'stairs__stair',
                      stone && 'stairs__stair--stone',
                      stepped && 'stairs__stair--stepped',
                      hit && 'stairs__stair--hit',
                      pending && 'stairs__stair--pending',
                    )}
                    aria-label={label}
                    disabled={!isCurrent || busy}
                    onClick={() => choose(row, column)}
                  >
                    {(stone || hit) && (
                      <span
                        key={`${round?.id}-stone`}
                        className="stairs__reveal"
                        style={
                          {
                            '--art-delay': `${revealedLate && !hit && step ? 100 + (row - climbed) * step : 0}ms`,
                          } as CSSProperties
                        }
                      >
                        <Stone />
                      </span>
                    )}
                    {stepped && (
                      <span key={`${round?.id}-climber`} className="stairs__reveal stairs__reveal--climber">
                        <Climber />
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          );
        })}
      </div>
      <dl className="board__stats">
        <div>
          <dt>Difficulty</dt>
          <dd>{`${DIFFICULTY_NAMES[difficulty]} (${stones} ${stones === 1 ? 'stone' : 'stones'} a row)`}</dd>
        </div>
        <div>
          <dt>Rows</dt>
          <dd>{`${climbed} of ${STAIRS_ROWS}`}</dd>
        </div>
        <div>
          <dt>Multiplier</dt>
          <dd>{formatMultiplier(multiplier)}</dd>
        </div>
        {next !== null && (
          <div>
            <dt>Next row</dt>
            <dd>{`${formatMultiplier(next)} (${formatChance((STAIRS_COLUMNS - stones) / STAIRS_COLUMNS)})`}</dd>
          </div>
        )}
      </dl>
      <p className="board__hint">
        {open
          ? `Pick a stair on row ${current + 1}, or take your winnings with the play button.`
          : view
            ? 'Press Play to climb again.'
            : 'Choose a difficulty and press Play.'}
      </p>
    </div>
  );
}
