// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { BetRecord } from '@contract/index';
import { ui as mines } from '../../../src/app/features/games/boards/mines';
import { minesMultiplier } from '../../../src/app/features/games/boards/mines/view';
import { ResultPopup } from '../../../src/app/features/games/ResultPopup';
import { useGameSession } from '../../../src/app/features/games/stores/game-session-store';
import { BetList } from '../../../src/app/features/bets/BetList';
import { formatMultiplier, roundMultiplier } from '../../../src/app/format/multiplier';
import { renderBoard, roundOf } from '../game-boards/harness';

afterEach(() => {
  cleanup();
  useGameSession.setState({ result: null });
});

/** 3 mines, 1 gem: 0.99 × 25 / 22, a payout of 1.125× (a float a hair under 1.125). */
const MINES_ONE_GEM = minesMultiplier(3, 1);

const bet = (multiplier: number): BetRecord => ({
  id: 'bet-1',
  number: 1,
  game: 'mines',
  user: { _id: 'u1', name: 'player' },
  currency: 'btc',
  demo: true,
  wager: 0.0001,
  multiplier,
  payout: 0.0001 * multiplier,
  profit: 0.0001 * (multiplier - 1),
  status: 'finished',
  serverSeedHash: 'hash',
  serverSeed: null,
  clientSeed: 'seed',
  nonce: 0,
  createdAt: '2026-01-01T00:00:00Z',
  data: null,
});

describe('one multiplier, one text', () => {
  it('rounds half up to 2 decimals, the binary neighbours of a half too', () => {
    expect(formatMultiplier(1.125)).toBe('1.13×');
    expect(formatMultiplier(MINES_ONE_GEM)).toBe('1.13×');
    expect(formatMultiplier(1.005)).toBe('1.01×');
    expect(formatMultiplier(1.124)).toBe('1.12×');
    expect(formatMultiplier(0)).toBe('0.00×');
    expect(formatMultiplier(1234567.891)).toBe('1,234,567.89×');
    expect(roundMultiplier(Number.NaN)).toBe(0);
  });

  it('the mines board, the round popup and the bets table write 1.125× alike', () => {
    const view = { mines: 3, revealed: [0], multiplier: MINES_ONE_GEM, next: minesMultiplier(3, 2) };
    renderBoard(mines, { round: roundOf(view, { status: 'in-progress' }) });
    const board = document.querySelector('.board__stats')?.textContent ?? '';
    cleanup();

    // The sim's GameState and bet record carry payout / stake to 4 decimals: 1.125.
    useGameSession.setState({
      result: { win: true, multiplier: 1.125, payout: 0.0001125, profit: 0.0000125, currency: 'btc' },
    });
    render(<ResultPopup />);
    const popup = screen.getByRole('status', { name: 'Round result' }).textContent ?? '';
    cleanup();

    render(<BetList bets={[bet(1.125)]} />);
    const history = screen.getAllByRole('cell').map((cell) => cell.textContent);

    expect(board).toContain('Multiplier1.13×');
    expect(popup).toContain('1.13×');
    expect(history).toContain('1.13×');
  });
});
