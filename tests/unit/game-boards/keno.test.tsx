// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ui } from '../../../src/app/features/games/boards/keno';
import { randomCells } from '../../../src/app/features/games/boards/keno/Board';
import { paytableRow, readKenoView } from '../../../src/app/features/games/boards/keno/view';
import { useGameSession } from '../../../src/app/features/games/stores/game-session-store';
import { isDisabled, renderBoard, renderOptions, roundOf } from './harness';

beforeEach(() => useGameSession.setState({ gameData: null }));
afterEach(cleanup);

const cell = (n: number) => screen.getByRole('button', { name: new RegExp(`^Number ${n}(,|$)`) });

/** Backend KenoView (src/sim/games/keno.ts). */
const sampleView = {
  risk: 'medium',
  picks: [0, 1, 2, 3],
  drawn: [2, 39, 10, 0, 20, 21, 22, 23, 24, 25],
  hits: [2, 0],
  multiplier: 1.7,
  paytable: [0, 0, 1.7, 10, 100],
};

describe('keno board', () => {
  it('draws 40 cells on an 8 × 5 grid', () => {
    renderBoard(ui);
    const grid = screen.getByRole('group', { name: /Keno numbers/ });
    expect(within(grid).getAllByRole('button')).toHaveLength(40);
    expect(grid.style.getPropertyValue('--cell-grid-columns')).toBe('8');
  });

  it('picks and unpicks cells through onDataChange', () => {
    const board = renderBoard(ui);
    fireEvent.click(cell(5));
    fireEvent.click(cell(1));
    expect(board.lastData()).toEqual({ picks: [0, 4], risk: 'medium' });
    expect(cell(5).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(cell(5));
    expect(board.lastData()).toEqual({ picks: [0], risk: 'medium' });
    expect(cell(5).getAttribute('aria-pressed')).toBe('false');
  });

  it('takes at most 10 picks', () => {
    const board = renderBoard(ui);
    for (let n = 1; n <= 11; n += 1) fireEvent.click(cell(n));
    expect(board.onDataChange).toHaveBeenCalledTimes(10);
    expect(board.lastData()!.picks).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(isDisabled(cell(11))).toBe(true);
    expect(cell(11).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/10 of 10 picked/)).toBeTruthy();
    // Unpicking one frees a place again.
    fireEvent.click(cell(3));
    fireEvent.click(cell(11));
    expect(board.lastData()!.picks).toHaveLength(10);
    expect(board.lastData()!.picks).toContain(10);
  });

  it('auto picks 10 distinct cells and clears them', () => {
    const board = renderBoard(ui);
    fireEvent.click(screen.getByRole('button', { name: 'Auto pick' }));
    const picks = board.lastData()!.picks;
    expect(new Set(picks).size).toBe(10);
    expect(picks.every((n) => n >= 0 && n < 40)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(board.lastData()!.picks).toEqual([]);
    expect(randomCells(10, () => 0)).toHaveLength(10);
  });

  it('takes no input while busy', () => {
    const board = renderBoard(ui, { busy: true });
    fireEvent.click(cell(1));
    expect(board.onDataChange).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Auto pick' }) as HTMLButtonElement).disabled).toBe(true);
    expect(isDisabled(cell(1))).toBe(true);
  });

  it('shows the draw of a round: hits, misses and the payout row', () => {
    renderBoard(ui, { data: { picks: [0, 1, 2, 3], risk: 'medium' }, round: roundOf(sampleView) });
    expect(cell(1).getAttribute('aria-label')).toBe('Number 1, hit');
    expect(cell(3).getAttribute('aria-label')).toBe('Number 3, hit');
    expect(cell(2).getAttribute('aria-label')).toBe('Number 2');
    expect(cell(40).getAttribute('aria-label')).toBe('Number 40, drawn');
    const payouts = screen.getByRole('table', { name: 'Payouts for 4 picks, medium risk' });
    expect(within(payouts).getByText('100×')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 hits of 4: 1.70×');
    expect(document.querySelectorAll('.keno-cell__mark')).toHaveLength(10);
  });

  it('reveals the draw one cell after another unless quick', () => {
    renderBoard(ui, {
      data: { picks: [0, 1, 2, 3], risk: 'medium' },
      round: roundOf(sampleView),
      quick: false,
    });
    const marks = [...document.querySelectorAll<HTMLElement>('.keno-cell__mark')];
    const delays = marks.map((mark) => mark.style.getPropertyValue('--art-delay'));
    expect(new Set(delays).size).toBe(10);
    expect(document.querySelector('.keno')!.className).not.toContain('art-still');
  });

  it('clears the last draw from the board once the picks change', () => {
    renderBoard(ui, { data: { picks: [0, 1, 2, 3], risk: 'medium' }, round: roundOf(sampleView) });
    fireEvent.click(cell(9));
    expect(cell(1).getAttribute('aria-label')).toBe('Number 1');
    expect(document.querySelectorAll('.keno-cell__mark')).toHaveLength(0);
  });

  it('reads the payout row from GameData before any round', () => {
    useGameSession.setState({
      gameData: {
        paytable: { low: { '2': [0, 2, 3.8] }, medium: {}, high: {} },
        rtp: 0.99,
        minBet: 1e-8,
        maxBet: null,
      },
    });
    renderBoard(ui, { data: { picks: [4, 5], risk: 'low' } });
    const payouts = screen.getByRole('table', { name: 'Payouts for 2 picks, low risk' });
    expect(within(payouts).getByText('3.8×')).toBeTruthy();
    expect(paytableRow([[1], [0, 2, 3.8]], 'low', 2)).toBeNull();
    expect(
      paytableRow(
        {
          low: [
            [0.7, 1.85],
            [0, 2, 3.8],
          ],
        },
        'low',
        2,
      ),
    ).toEqual([0, 2, 3.8]);
  });

  it('tolerates a view with missing fields', () => {
    expect(readKenoView({}, ui.defaultData)).toBeNull();
    expect(readKenoView({ drawn: [1, 2, 99, 'x'] }, { picks: [2], risk: 'high' })).toEqual({
      picks: [2],
      risk: 'high',
      drawn: [1, 2],
      hits: [2],
      multiplier: 0,
      paytable: null,
    });
  });

  it('plays with 1 to 10 picks only', () => {
    expect(ui.canPlay!({ picks: [], risk: 'low' })).toBe(false);
    expect(ui.canPlay!({ picks: [1], risk: 'low' })).toBe(true);
    expect(ui.canPlay!({ picks: Array.from({ length: 11 }, (_, n) => n), risk: 'low' })).toBe(false);
  });
});

describe('keno options', () => {
  it('chooses the risk', () => {
    const options = renderOptions(ui);
    fireEvent.change(screen.getByLabelText('Risk'), { target: { value: 'high' } });
    expect(options.onDataChange).toHaveBeenCalledWith({ picks: [], risk: 'high' });
  });

  it('is disabled while a game runs', () => {
    renderOptions(ui, undefined, true);
    expect((screen.getByLabelText('Risk') as HTMLSelectElement).disabled).toBe(true);
  });
});

it('keno help has rules, payouts and fairness pages', () => {
  expect(ui.help.map((page) => page.title)).toEqual(['Rules', 'Paytable', 'Fairness']);
  expect(ui.help.every((page) => page.body.length > 0)).toBe(true);
});
