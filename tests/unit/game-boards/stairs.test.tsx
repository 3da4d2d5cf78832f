// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ui } from '../../../src/app/features/games/boards/stairs';
import { readStairsView, stairsMultiplier } from '../../../src/app/features/games/boards/stairs/view';
import { renderBoard, renderOptions, roundOf } from './harness';

afterEach(cleanup);

const stair = (row: number, column: number) =>
  screen.getByRole('button', { name: new RegExp(`^Row ${row}, stair ${column}(,|$)`) }) as HTMLButtonElement;

/** Backend StairsView (src/sim/games/stairs.ts): two rows climbed on medium. */
const climbing = {
  difficulty: 'medium',
  stones: 2,
  row: 2,
  path: [0, 3],
  stoneColumns: [
    [1, 2],
    [0, 2],
  ],
  multiplier: 3.96,
  next: 7.92,
};

describe('stairs board', () => {
  it('draws 13 rows of 4 stairs with the multiplier of each row', () => {
    renderBoard(ui, { data: { difficulty: 'medium' } });
    expect(screen.getAllByRole('button')).toHaveLength(52);
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(
      true,
    );
    const ladder = [...document.querySelectorAll('.stairs__multiplier')].map((label) => label.textContent);
    expect(ladder[ladder.length - 1]).toBe('1.98×');
    expect(ladder[0]).toBe('8,110.08×');
  });

  it('climbs by choosing a stair of the current row only', () => {
    const board = renderBoard(ui, {
      data: { difficulty: 'medium' },
      round: roundOf(climbing, { status: 'in-progress' }),
    });
    expect(stair(3, 1).disabled).toBe(false);
    expect(stair(3, 1).getAttribute('aria-label')).toBe('Row 3, stair 1, pays 7.92×');
    expect(stair(4, 1).disabled).toBe(true);
    expect(stair(1, 1).getAttribute('aria-label')).toBe('Row 1, stair 1, your step');
    expect(stair(1, 2).getAttribute('aria-label')).toBe('Row 1, stair 2, stone');
    expect(stair(2, 4).getAttribute('aria-label')).toBe('Row 2, stair 4, your step');
    fireEvent.click(stair(3, 2));
    expect(board.onTurn).toHaveBeenCalledWith({ column: 1 });
    const figures = document.querySelector('.board__stats')?.textContent ?? '';
    expect(figures).toContain('Rows2 of 13');
    expect(figures).toContain('Next row7.92× (50.00%)');
  });

  it('takes no click while busy', () => {
    const board = renderBoard(ui, {
      data: { difficulty: 'medium' },
      round: roundOf(climbing, { status: 'in-progress' }),
      busy: true,
    });
    expect(stair(3, 1).disabled).toBe(true);
    fireEvent.click(stair(3, 1));
    expect(board.onTurn).not.toHaveBeenCalled();
  });

  it('reveals every stone at the end and the one that was hit', () => {
    const stoneColumns = Array.from({ length: 13 }, (_, row) => (row === 2 ? [1, 3] : [0, 1]));
    renderBoard(ui, {
      data: { difficulty: 'medium' },
      round: roundOf({ ...climbing, stoneColumns, next: null, hit: { row: 2, column: 1 } }),
    });
    expect(stair(3, 2).getAttribute('aria-label')).toBe('Row 3, stair 2, stone hit');
    expect(stair(13, 1).getAttribute('aria-label')).toBe('Row 13, stair 1, stone');
    expect(screen.getByText('Press Play to climb again.')).toBeTruthy();
  });

  it('shows a fresh board when the difficulty changes after a round', () => {
    renderBoard(ui, { data: { difficulty: 'high' }, round: roundOf(climbing) });
    expect(stair(1, 1).getAttribute('aria-label')).toBe('Row 1, stair 1');
    const ladder = [...document.querySelectorAll('.stairs__multiplier')].map((label) => label.textContent);
    expect(ladder[ladder.length - 1]).toBe('3.96×');
  });

  it('tolerates a view with missing fields', () => {
    expect(readStairsView({ path: [2, 9] }, 'low')).toEqual({
      difficulty: 'low',
      row: 1,
      path: [2],
      stoneColumns: [],
      multiplier: 1,
      next: null,
      hit: null,
    });
    expect(stairsMultiplier('low', 13)).toBeCloseTo(41.67146517, 6);
  });
});

describe('stairs options', () => {
  it('chooses the difficulty', () => {
    const options = renderOptions(ui);
    const select = screen.getByLabelText('Difficulty') as HTMLSelectElement;
    expect(select.value).toBe('low');
    fireEvent.change(select, { target: { value: 'high' } });
    expect(options.onDataChange).toHaveBeenCalledWith({ difficulty: 'high' });
  });
});
