// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ui } from '../../../src/app/features/games/boards/hilo';
import { guessOption, readHiloView } from '../../../src/app/features/games/boards/hilo/view';
import { renderBoard, roundOf } from './harness';

afterEach(cleanup);

const button = (name: RegExp | string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Backend HiloView (src/sim/games/hilo.ts): start card 5♦, a right "higher", then a skip to the 8♥. */
const playing = {
  cards: [
    { card: 3, move: 'start', correct: null },
    { card: 9, move: 'higher', correct: true },
    { card: 19, move: 'skip', correct: null },
  ],
  current: 19,
  multiplier: 1.32,
  guesses: 1,
  options: {
    higher: { label: 'higher or same', probability: 7 / 13, multiplier: 1.83857143 },
    lower: { label: 'lower or same', probability: 7 / 13, multiplier: 1.83857143 },
  },
  cardsLeft: 49,
};

describe('hilo board', () => {
  it('waits for Play with a face-down card and disabled buttons', () => {
    renderBoard(ui);
    expect(screen.getByRole('img', { name: 'No card yet' })).toBeTruthy();
    expect(button('Higher').disabled).toBe(true);
    expect(button('Lower').disabled).toBe(true);
    expect(button('Skip this card').disabled).toBe(true);
  });

  it('shows the current card and each guess with its chance and multiplier', () => {
    renderBoard(ui, { round: roundOf(playing, { status: 'in-progress' }) });
    expect(screen.getByRole('img', { name: 'Current card: 8 of hearts' })).toBeTruthy();
    expect(button(/^Higher or same/).getAttribute('aria-label')).toBe(
      'Higher or same: 53.85% chance, pays 1.84×',
    );
    expect(button(/^Lower or same/)).toBeTruthy();
    const strip = screen.getByRole('list', { name: 'Cards of this round' });
    expect(
      within(strip)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual([
      '5 of diamonds, start card',
      'Jack of diamonds, after higher, right',
      '8 of hearts, after a skip',
    ]);
  });

  it('sends higher, lower and skip as Turns', () => {
    const board = renderBoard(ui, { round: roundOf(playing, { status: 'in-progress' }) });
    fireEvent.click(button(/^Higher or same/));
    fireEvent.click(button(/^Lower or same/));
    fireEvent.click(button('Skip this card'));
    expect(board.onTurn.mock.calls.map(([action]) => action)).toEqual([
      { action: 'higher' },
      { action: 'lower' },
      { action: 'skip' },
    ]);
  });

  it('takes no guess while busy', () => {
    const board = renderBoard(ui, { round: roundOf(playing, { status: 'in-progress' }), busy: true });
    expect(button(/^Higher or same/).disabled).toBe(true);
    fireEvent.click(button(/^Higher or same/));
    expect(board.onTurn).not.toHaveBeenCalled();
  });

  it('marks a lost round and closes the buttons', () => {
    const lost = {
      ...playing,
      cards: [...playing.cards, { card: 0, move: 'higher', correct: false }],
      current: 0,
      options: null,
      cardsLeft: 48,
    };
    renderBoard(ui, { round: roundOf(lost) });
    expect(screen.getByRole('img', { name: 'Current card: 2 of diamonds' }).className).toContain(
      'playing-card--lose',
    );
    expect(button('Higher').disabled).toBe(true);
    expect(screen.getByText('Wrong guess. Press Play for a new round.')).toBeTruthy();
  });

  it('works the options out from the current card when the view has none', () => {
    const view = readHiloView({ current: 0 }, true);
    expect(view.cards).toEqual([{ card: 0, move: 'start', correct: null }]);
    expect(view.options?.higher.label).toBe('higher');
    expect(view.options?.lower.label).toBe('same');
    expect(guessOption(12, 'higher')).toEqual({ label: 'same', probability: 1 / 13, multiplier: 12.87 });
    expect(readHiloView({ current: 5, options: null }, true).options).toBeNull();
  });
});
