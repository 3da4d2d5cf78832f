// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ui } from '../../../src/app/features/games/boards/roulette';
import { wheelRotation } from '../../../src/app/features/games/boards/roulette/Wheel';
import { covers, readRouletteView } from '../../../src/app/features/games/boards/roulette/view';
import { renderBoard, roundOf } from './harness';

afterEach(cleanup);

const spot = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const table = () => screen.getByRole('group', { name: 'Roulette table' });

describe('roulette board', () => {
  it('lays out the European table: 0 to 36 in colour, dozens, columns and even-money bets', () => {
    renderBoard(ui);
    expect(within(table()).getAllByRole('button')).toHaveLength(37 + 3 + 3 + 6);
    expect(spot('Number 0, green')).toBeTruthy();
    expect(spot('Number 1, red')).toBeTruthy();
    expect(spot('Number 2, black')).toBeTruthy();
    expect(spot('Number 36, red')).toBeTruthy();
    expect(spot(/^2nd dozen/)).toBeTruthy();
    expect(spot(/^Column 3/)).toBeTruthy();
    for (const name of ['1 to 18', 'Even', 'Red', 'Black', 'Odd', '19 to 36'])
      expect(spot(name)).toBeTruthy();
    // Number 1 sits bottom left of the wide layout, 3 on top; the tall layout puts 1 to 3 on one row.
    expect(spot('Number 1, red').style.getPropertyValue('--wide-row')).toBe('3');
    expect(spot('Number 3, red').style.getPropertyValue('--wide-row')).toBe('1');
    expect(spot('Number 3, red').style.getPropertyValue('--tall-row')).toBe('2');
  });

  it('places the selected chip as bets through onDataChange', () => {
    const board = renderBoard(ui, { chip: 1e-6 });
    fireEvent.click(spot('Number 17, black'));
    fireEvent.click(spot(/^Number 17, black/));
    fireEvent.click(spot(/^1st dozen/));
    fireEvent.click(spot(/^Column 2/));
    fireEvent.click(spot('Red'));
    fireEvent.click(spot('19 to 36'));
    expect(board.lastData()).toEqual({
      bets: [
        { type: 'straight', value: 17, amount: 2e-6 },
        { type: 'dozen', value: 1, amount: 1e-6 },
        { type: 'column', value: 2, amount: 1e-6 },
        { type: 'red', amount: 1e-6 },
        { type: 'high', amount: 1e-6 },
      ],
    });
    expect(spot(/^Number 17/).getAttribute('aria-label')).toBe('Number 17, black, bet 200');
    expect(ui.wagerFromData!(board.lastData()!)).toBe(6e-6);
  });

  it('takes chips off with a right click or Delete, undoes and clears', () => {
    const board = renderBoard(ui, { chip: 1e-8 });
    fireEvent.click(spot('Odd'));
    fireEvent.click(spot(/^Odd/));
    fireEvent.click(spot('Number 0, green'));
    fireEvent.contextMenu(spot(/^Odd/));
    expect(board.lastData()!.bets).toEqual([
      { type: 'odd', amount: 1e-8 },
      { type: 'straight', value: 0, amount: 1e-8 },
    ]);
    fireEvent.keyDown(spot(/^Number 0/), { key: 'Delete' });
    expect(board.lastData()!.bets).toEqual([{ type: 'odd', amount: 1e-8 }]);
    fireEvent.click(spot('Undo'));
    expect(board.lastData()!.bets).toHaveLength(2);
    fireEvent.click(spot('Undo'));
    expect(board.lastData()!.bets).toEqual([
      { type: 'odd', amount: 2e-8 },
      { type: 'straight', value: 0, amount: 1e-8 },
    ]);
    fireEvent.click(spot('Clear'));
    expect(board.lastData()!.bets).toEqual([]);
    fireEvent.click(spot('Undo'));
    expect(board.lastData()!.bets).toHaveLength(2);
  });

  it('takes no chips while busy', () => {
    const board = renderBoard(ui, { busy: true });
    expect(spot('Red').disabled).toBe(true);
    fireEvent.click(spot('Red'));
    expect(board.onDataChange).not.toHaveBeenCalled();
    expect(spot('Undo').disabled).toBe(true);
  });

  it('lands on the pocket, lights the winning spots and keeps the last results', () => {
    const board = renderBoard(ui, { round: roundOf({ pocket: 32, color: 'red', bets: [], multiplier: 0 }) });
    expect(screen.getByRole('status', { name: 'Result: 32 red' })).toBeTruthy();
    expect(spot('Number 32, red').className).toContain('roulette__spot--wins');
    expect(spot(/^3rd dozen/).className).toContain('roulette__spot--wins');
    expect(spot('Black').className).not.toContain('roulette__spot--wins');
    board.update({ round: roundOf({ pocket: 0 }, { id: 'round-2' }) });
    const history = screen.getByRole('list', { name: 'Last results' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['0 green', '32 red']);
    expect(spot('Red').className).not.toContain('roulette__spot--wins');
  });

  it('spins the wheel forward to put the pocket under the ball', () => {
    expect(wheelRotation(0, 0)).toBe(0);
    // 32 is the pocket next to 0, clockwise.
    expect(wheelRotation(32, 1)).toBeCloseTo(1800 + 360 - 360 / 37, 6);
    expect(wheelRotation(26, 2)).toBeGreaterThan(wheelRotation(32, 1));
  });

  it('knows which bets a pocket wins', () => {
    expect(covers({ type: 'straight', value: 0 }, 0)).toBe(true);
    expect(covers({ type: 'even' }, 0)).toBe(false);
    expect(covers({ type: 'column', value: 1 }, 34)).toBe(true);
    expect(covers({ type: 'dozen', value: 3 }, 25)).toBe(true);
    expect(readRouletteView({ pocket: 37 })).toBeNull();
  });

  it('plays only with a bet on the table', () => {
    expect(ui.canPlay!(ui.defaultData)).toBe(false);
    expect(ui.canPlay!({ bets: [{ type: 'red', amount: 1e-8 }] })).toBe(true);
  });
});
