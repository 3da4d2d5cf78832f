// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ui } from '../../../src/app/features/games/boards/mines';
import { minesMultiplier, readMinesView } from '../../../src/app/features/games/boards/mines/view';
import { isDisabled, renderBoard, renderOptions, roundOf } from './harness';

afterEach(cleanup);

const tile = (n: number) => screen.getByRole('button', { name: new RegExp(`^Tile ${n}(,|$)`) });

/** Backend MinesView (src/sim/games/mines.ts) while in progress, and once settled. */
const playing = { mines: 3, revealed: [0, 6], multiplier: 1.2375, next: 1.41428571 };
const lost = { ...playing, next: null, mineTiles: [1, 12, 24], hit: 12 };

describe('mines board', () => {
  it('draws 25 tiles that take no click before Play', () => {
    const board = renderBoard(ui);
    const grid = screen.getByRole('group', { name: 'Mines tiles' });
    expect(within(grid).getAllByRole('button')).toHaveLength(25);
    fireEvent.click(tile(1));
    expect(board.onTurn).not.toHaveBeenCalled();
    expect(screen.getByText('Choose the number of mines and press Play.')).toBeTruthy();
  });

  it('reveals a tile with a Turn, and shows the gems, the multiplier and the next one', () => {
    const board = renderBoard(ui, { round: roundOf(playing, { status: 'in-progress' }) });
    expect(tile(1).getAttribute('aria-label')).toBe('Tile 1, gem');
    expect(tile(7).getAttribute('aria-label')).toBe('Tile 7, gem');
    expect(isDisabled(tile(1))).toBe(true);
    fireEvent.click(tile(1));
    expect(board.onTurn).not.toHaveBeenCalled();
    fireEvent.click(tile(13));
    expect(board.onTurn).toHaveBeenCalledWith({ tile: 12 });
    const figures = document.querySelector('.board__stats')?.textContent ?? '';
    expect(figures).toContain('Gems left20');
    expect(figures).toContain('Multiplier1.24×');
    expect(figures).toContain('Next tile1.41×');
  });

  it('takes no click while a turn is on its way', () => {
    const board = renderBoard(ui, { round: roundOf(playing, { status: 'in-progress' }), busy: true });
    fireEvent.click(tile(13));
    expect(board.onTurn).not.toHaveBeenCalled();
    expect(isDisabled(tile(13))).toBe(true);
  });

  it('shows every mine at the end and the one that was hit', () => {
    renderBoard(ui, { round: roundOf(lost) });
    expect(tile(13).getAttribute('aria-label')).toBe('Tile 13, mine hit');
    expect(tile(2).getAttribute('aria-label')).toBe('Tile 2, mine');
    expect(tile(25).getAttribute('aria-label')).toBe('Tile 25, mine');
    expect(tile(3).getAttribute('aria-label')).toBe('Tile 3, gem');
    expect(tile(3).className).toContain('cell-grid__cell--unpicked');
    expect(screen.getAllByRole('button').every(isDisabled)).toBe(true);
    expect(screen.queryByText(/Next tile/)).toBeNull();
  });

  it('tolerates a view with missing fields and works the multiplier out like the backend', () => {
    expect(readMinesView({}, 5)).toEqual({
      mines: 5,
      revealed: [],
      multiplier: 1,
      next: null,
      mineTiles: null,
      hit: null,
    });
    expect(minesMultiplier(3, 1)).toBeCloseTo(1.125, 8);
    expect(minesMultiplier(24, 1)).toBeCloseTo(24.75, 8);
    expect(minesMultiplier(3, 5)).toBeCloseTo(1.99736842, 7);
  });
});

describe('mines options', () => {
  const input = () => screen.getByLabelText('Mines') as HTMLInputElement;

  it('takes an integer 1 to 24', () => {
    const options = renderOptions(ui);
    fireEvent.change(input(), { target: { value: '24' } });
    expect(options.onDataChange).toHaveBeenLastCalledWith({ mines: 24 });
    expect(input().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input(), { target: { value: '1' } });
    expect(options.onDataChange).toHaveBeenLastCalledWith({ mines: 1 });
  });

  it('marks a count outside 1..24 as an error and does not take it', () => {
    const options = renderOptions(ui);
    for (const value of ['25', '0', '']) {
      fireEvent.change(input(), { target: { value } });
      expect(input().getAttribute('aria-invalid')).toBe('true');
    }
    expect(options.onDataChange).not.toHaveBeenCalled();
    // Letters are dropped as they are typed: '1x2' is 12.
    fireEvent.change(input(), { target: { value: '1x2' } });
    expect(input().value).toBe('12');
    expect(options.onDataChange).toHaveBeenLastCalledWith({ mines: 12 });
  });

  it('steps within its bounds', () => {
    renderOptions(ui, { mines: 24 });
    expect((screen.getByRole('button', { name: 'Increase mines' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease mines' }));
    expect(input().value).toBe('23');
  });

  it('plays only with a valid count', () => {
    expect(ui.canPlay!({ mines: 3 })).toBe(true);
    expect(ui.canPlay!({ mines: 0 })).toBe(false);
    expect(ui.canPlay!({ mines: 25 })).toBe(false);
    expect(ui.canPlay!({ mines: 2.5 })).toBe(false);
  });
});
