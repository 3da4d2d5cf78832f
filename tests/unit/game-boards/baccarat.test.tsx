// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ui } from '../../../src/app/features/games/boards/baccarat';
import { readBaccaratView } from '../../../src/app/features/games/boards/baccarat/view';
import { renderBoard, roundOf } from './harness';

afterEach(cleanup);

const spot = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}, pays`) }) as HTMLButtonElement;

/** Backend BaccaratView (src/sim/games/baccarat.ts): player 9 (natural), banker 7. */
const natural = {
  player: [5, 8],
  banker: [3, 21],
  dealt: [
    { card: 5, side: 'player' },
    { card: 3, side: 'banker' },
    { card: 8, side: 'player' },
    { card: 21, side: 'banker' },
  ],
  playerTotal: 7,
  bankerTotal: 5,
  natural: false,
  winner: 'player',
  returns: { player: 2, banker: 0, tie: 0 },
  multiplier: 2,
};

describe('baccarat board', () => {
  it('places the selected chip on a spot with a click', () => {
    const board = renderBoard(ui, { chip: 1e-5 });
    fireEvent.click(spot('Player'));
    fireEvent.click(spot('Player'));
    fireEvent.click(spot('Tie'));
    expect(board.lastData()).toEqual({ player: 2e-5, banker: 0, tie: 1e-5 });
    expect(spot('Player').getAttribute('aria-label')).toBe('Player, pays 1:1, bet 2K');
    expect(spot('Banker').getAttribute('aria-label')).toBe('Banker, pays 0.95:1');
  });

  it('adds chips without float drift', () => {
    const board = renderBoard(ui, { chip: 1e-8 });
    for (let index = 0; index < 3; index += 1) fireEvent.click(spot('Banker'));
    expect(board.lastData()!.banker).toBe(3e-8);
    expect(ui.wagerFromData!({ player: 0.1, banker: 0.2, tie: 0 })).toBe(0.3);
  });

  it('takes a chip off with a right click, Delete or the remove button, and clears', () => {
    const board = renderBoard(ui, { chip: 1e-8, data: { player: 3e-8, banker: 1e-8, tie: 0 } });
    fireEvent.contextMenu(spot('Player'));
    expect(board.lastData()!.player).toBe(2e-8);
    fireEvent.keyDown(spot('Player'), { key: 'Delete' });
    expect(board.lastData()!.player).toBe(1e-8);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a chip from Banker' }));
    expect(board.lastData()!.banker).toBe(0);
    expect(
      (screen.getByRole('button', { name: 'Remove a chip from Banker' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(board.lastData()).toEqual({ player: 0, banker: 0, tie: 0 });
  });

  it('takes no chips while busy', () => {
    const board = renderBoard(ui, { busy: true, data: { player: 1e-8, banker: 0, tie: 0 } });
    expect(spot('Player').disabled).toBe(true);
    fireEvent.click(spot('Player'));
    fireEvent.contextMenu(spot('Player'));
    expect(board.onDataChange).not.toHaveBeenCalled();
  });

  it('deals the cards in order, with the totals and the winner', () => {
    renderBoard(ui, { round: roundOf(natural), quick: false });
    const player = screen.getByRole('region', { name: 'Player hand' });
    expect(
      within(player)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Player: 7 of diamonds', 'Player: 10 of diamonds']);
    expect(within(player).getByLabelText('Player total 7')).toBeTruthy();
    const banker = screen.getByRole('region', { name: 'Banker hand' });
    const delays = within(banker)
      .getAllByRole('img')
      .map((card) => card.style.getPropertyValue('--art-delay'));
    expect(delays).toEqual(['380ms', '1140ms']);
    expect(screen.getByRole('status').textContent).toBe('Player wins');
  });

  it('plays only with chips on the table', () => {
    expect(ui.canPlay!(ui.defaultData)).toBe(false);
    expect(ui.canPlay!({ player: 0, banker: 0, tie: 1e-8 })).toBe(true);
  });

  it('tolerates a view with missing fields', () => {
    expect(readBaccaratView({})).toBeNull();
    expect(readBaccaratView({ player: [0, 1, 12], banker: [7, 8, 2] })).toMatchObject({
      playerTotal: 6,
      bankerTotal: 3,
      winner: 'player',
      dealt: [
        { card: 0, side: 'player' },
        { card: 7, side: 'banker' },
        { card: 1, side: 'player' },
        { card: 8, side: 'banker' },
        { card: 12, side: 'player' },
        { card: 2, side: 'banker' },
      ],
    });
  });
});
