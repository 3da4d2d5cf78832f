// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ui } from '../../../src/app/features/games/boards/blackjack';
import { handTotal, readBlackjackView } from '../../../src/app/features/games/boards/blackjack/view';
import { renderBoard, roundOf } from './harness';

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

const hand = (cards: number[], patch: Record<string, unknown> = {}) => ({
  cards,
  ...handTotal(cards),
  doubled: false,
  split: false,
  done: false,
  outcome: null,
  ...patch,
});

/** Backend BlackjackView (src/sim/games/blackjack.ts): 8♦ 8♥ against a 10 up, split open. */
const pair = {
  phase: 'player',
  dealer: { cards: [8], total: 10, soft: false, hidden: true, blackjack: null },
  hands: [hand([6, 19])],
  active: 0,
  insurance: null,
  insurancePaid: null,
  actions: ['hit', 'stand', 'double', 'split'],
};

describe('blackjack board', () => {
  it('waits for Play with every move disabled', () => {
    renderBoard(ui);
    for (const name of ['Hit', 'Stand', 'Double', 'Split', 'Insurance'])
      expect(button(name).disabled).toBe(true);
    expect(screen.getByText('Press Play to deal.')).toBeTruthy();
  });

  it('deals the hands, keeps the hole card face down and shows the totals', () => {
    renderBoard(ui, { round: roundOf(pair, { status: 'in-progress' }) });
    const dealer = screen.getByRole('region', { name: 'Dealer' });
    expect(within(dealer).getByRole('img', { name: 'Dealer: 10 of diamonds' })).toBeTruthy();
    expect(within(dealer).getByRole('img', { name: /hole card, face down/ })).toBeTruthy();
    expect(within(dealer).getByLabelText('Dealer total 10')).toBeTruthy();
    const mine = screen.getByRole('region', { name: 'Your hand' });
    expect(
      within(mine)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['8 of diamonds', '8 of hearts']);
    expect(within(mine).getByLabelText('Your hand total 16')).toBeTruthy();
  });

  it('enables the moves the view allows and sends them as Turns', () => {
    const board = renderBoard(ui, { round: roundOf(pair, { status: 'in-progress' }) });
    expect(button('Insurance').disabled).toBe(true);
    for (const name of ['Hit', 'Stand', 'Double', 'Split']) fireEvent.click(button(name));
    expect(board.onTurn.mock.calls.map(([action]) => action)).toEqual([
      { action: 'hit' },
      { action: 'stand' },
      { action: 'double' },
      { action: 'split' },
    ]);
  });

  it('disables what the view does not allow, and everything while busy', () => {
    const board = renderBoard(ui, {
      round: roundOf({ ...pair, actions: ['hit', 'stand'] }, { status: 'in-progress' }),
    });
    expect(button('Double').disabled).toBe(true);
    expect(button('Split').disabled).toBe(true);
    fireEvent.click(button('Split'));
    expect(board.onTurn).not.toHaveBeenCalled();
    board.update({ round: roundOf(pair, { status: 'in-progress' }), busy: true });
    for (const name of ['Hit', 'Stand', 'Double', 'Split']) expect(button(name).disabled).toBe(true);
    fireEvent.click(button('Hit'));
    expect(board.onTurn).not.toHaveBeenCalled();
  });

  it('offers insurance when the dealer shows an ace', () => {
    const offer = {
      ...pair,
      phase: 'insurance',
      dealer: { cards: [12], total: 11, soft: true, hidden: true, blackjack: null },
      insurance: 'offered',
      actions: ['insurance', 'noInsurance'],
    };
    const board = renderBoard(ui, { round: roundOf(offer, { status: 'in-progress' }) });
    expect(screen.getByRole('group', { name: 'Insurance offer' })).toBeTruthy();
    expect(button('Hit').disabled).toBe(true);
    fireEvent.click(button('Insurance'));
    fireEvent.click(button('No insurance'));
    expect(board.onTurn.mock.calls.map(([action]) => action)).toEqual([
      { action: 'insurance' },
      { action: 'noInsurance' },
    ]);
  });

  it('shows split hands, the one in play, and each outcome at the end', () => {
    const split = {
      ...pair,
      hands: [hand([6, 30], { split: true, done: true }), hand([19], { split: true })],
      active: 1,
      actions: ['hit', 'stand', 'double'],
    };
    const board = renderBoard(ui, { round: roundOf(split, { status: 'in-progress' }) });
    expect(screen.getByRole('region', { name: 'Hand 1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Hand 2, to play' })).toBeTruthy();

    const settled = {
      ...split,
      phase: 'settled',
      dealer: { cards: [8, 4, 20], total: 24, soft: false, hidden: false, blackjack: false },
      hands: [
        hand([6, 30], { split: true, done: true, outcome: 5 }),
        hand([19, 24, 47], { split: true, done: true, outcome: 4 }),
      ],
      active: null,
      actions: [],
    };
    board.update({ round: roundOf(settled, { turn: 'finish' }) });
    expect(within(screen.getByRole('region', { name: 'Hand 1' })).getByText('Dealer bust')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Hand 2' })).getByText('Bust')).toBeTruthy();
    const dealer = screen.getByRole('region', { name: 'Dealer' });
    expect(within(dealer).getAllByRole('img')).toHaveLength(3);
    expect(within(dealer).getByRole('img', { name: 'Dealer: 6 of diamonds' })).toBeTruthy();
    expect(button('Hit').disabled).toBe(true);
  });

  it('works totals out when the view has none', () => {
    const view = readBlackjackView({ hands: [{ cards: [12, 5] }], dealer: { cards: [12, 12] } }, false);
    expect(view.hands[0]).toMatchObject({ total: 18, soft: true, outcome: null });
    expect(view.dealer).toMatchObject({ total: 12, soft: true, hidden: false });
    expect(view.actions).toEqual([]);
    expect(readBlackjackView({ actions: ['hit', 'fly'] }, true).actions).toEqual(['hit']);
  });
});
