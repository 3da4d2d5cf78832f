import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import './game-art.css';

export interface GridCell {
  /** Accessible name of the cell's button, e.g. 'Number 7, hit'. */
  label: string;
  /** What the cell shows (decorative; the label names it). */
  content?: ReactNode;
  /** State modifiers, each becoming a class `cell-grid__cell--{state}` (picked, hit, gem, mine, ...). */
  states?: (string | false | null | undefined)[];
  /** Toggle cells (keno picks): aria-pressed. */
  pressed?: boolean;
  /** The cell takes no input (it stays focusable so arrow keys can move through it). */
  disabled?: boolean;
  style?: CSSProperties;
}

export interface CellGridProps {
  cells: GridCell[];
  columns: number;
  /** Accessible name of the grid. */
  label: string;
  onSelect?(index: number): void;
  /** Right click, or Delete / Backspace on a cell. */
  onSecondary?(index: number): void;
  /** Every cell takes no input (a play is on its way). */
  disabled?: boolean;
  className?: string;
}

const ARROWS: Record<string, (index: number, columns: number, size: number) => number> = {
  ArrowRight: (index, _columns, size) => Math.min(index + 1, size - 1),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowDown: (index, columns, size) => (index + columns < size ? index + columns : index),
  ArrowUp: (index, columns) => (index - columns >= 0 ? index - columns : index),
  Home: () => 0,
  End: (_index, _columns, size) => size - 1,
};

/**
 * A grid of buttons (keno cells, mines tiles, stairs): one tab stop, arrow keys move between cells, Enter or
 * Space selects, Delete or right click is the secondary action. Disabled cells stay focusable (aria-disabled).
 */
export function CellGrid({
  cells,
  columns,
  label,
  onSelect,
  onSecondary,
  disabled = false,
  className,
}: CellGridProps) {
  const [focus, setFocus] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(focus, Math.max(cells.length - 1, 0));

  const inactive = (index: number) => disabled || cells[index]?.disabled === true;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = ARROWS[event.key];
    if (move) {
      event.preventDefault();
      const next = move(index, columns, cells.length);
      setFocus(next);
      buttons.current[next]?.focus();
      return;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && onSecondary && !inactive(index)) {
      event.preventDefault();
      onSecondary(index);
    }
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={clsx('cell-grid', disabled && 'cell-grid--disabled', className)}
      style={{ '--cell-grid-columns': columns } as CSSProperties}
    >
      {cells.map((cell, index) => (
        <button
          key={index}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={clsx(
            'cell-grid__cell',
            cell.states?.filter(Boolean).map((state) => `cell-grid__cell--${state}`),
          )}
          aria-label={cell.label}
          aria-pressed={cell.pressed}
          aria-disabled={inactive(index) || undefined}
          tabIndex={index === current ? 0 : -1}
          style={cell.style}
          onFocus={() => setFocus(index)}
          onClick={() => {
            if (!inactive(index)) onSelect?.(index);
          }}
          onContextMenu={(event) => {
            if (!onSecondary) return;
            event.preventDefault();
            if (!inactive(index)) onSecondary(index);
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {cell.content}
        </button>
      ))}
    </div>
  );
}
