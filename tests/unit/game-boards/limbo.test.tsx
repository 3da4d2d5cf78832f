// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ui } from '../../../src/app/features/games/boards/limbo';
import { countDuration, readLimboView } from '../../../src/app/features/games/boards/limbo/view';
import { renderBoard, renderOptions, roundOf } from './harness';

afterEach(cleanup);

describe('limbo board', () => {
  it('shows 1.00× and the target before any round', () => {
    renderBoard(ui);
    expect(document.querySelector('.limbo__result')?.textContent).toContain('1.00×');
    expect(document.querySelector('.board__stats')?.textContent).toContain('Win chance49.50%');
  });

  it('shows the drawn multiplier, green for a win, red for a loss, and the last results', () => {
    const board = renderBoard(ui, {
      round: roundOf({ multiplier: 3.52, target: 2, win: true, winChance: 0.495 }),
    });
    const result = document.querySelector('.limbo__result')!;
    expect(result.textContent).toContain('3.52×');
    expect(result.className).toContain('multiplier-display--win');
    expect(screen.getByText('Result, win: 3.52×')).toBeTruthy();

    board.update({
      round: roundOf({ multiplier: 1.2, target: 2, win: false, winChance: 0.495 }, { id: 'r2' }),
    });
    expect(document.querySelector('.limbo__result')!.className).toContain('multiplier-display--lose');
    const history = screen.getByRole('list', { name: 'Last results' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.20×', '3.52×']);
  });

  it('counts up when not in quick mode', async () => {
    renderBoard(ui, { quick: false, round: roundOf({ multiplier: 12.5, target: 20, win: false }) });
    const result = document.querySelector('.limbo__result')!;
    expect(result.className).toContain('multiplier-display--counting');
    await waitFor(() => expect(result.className).toContain('multiplier-display--lose'));
    expect(result.textContent).toContain('12.50×');
    expect(countDuration(1_000_000)).toBeLessThanOrEqual(800);
  });

  it('tolerates a view with missing fields', () => {
    expect(readLimboView({}, 2)).toBeNull();
    expect(readLimboView({ multiplier: 2 }, 2)).toEqual({
      multiplier: 2,
      target: 2,
      win: true,
      winChance: 0.495,
    });
  });
});

describe('limbo options', () => {
  const input = () => screen.getByLabelText('Target multiplier') as HTMLInputElement;

  it('takes a target from 1.01 to 1,000,000 and shows its win chance', () => {
    const options = renderOptions(ui);
    expect(input().value).toBe('2.00');
    fireEvent.change(input(), { target: { value: '10' } });
    expect(options.onDataChange).toHaveBeenLastCalledWith({ target: 10 });
    expect(screen.getByText('Win chance 9.90%')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '1000000' } });
    expect(options.onDataChange).toHaveBeenLastCalledWith({ target: 1_000_000 });
    fireEvent.change(input(), { target: { value: '1.01' } });
    expect(options.onDataChange).toHaveBeenLastCalledWith({ target: 1.01 });
  });

  it('marks a target out of range as an error and does not take it', () => {
    const options = renderOptions(ui);
    for (const value of ['1', '1000000.01', '']) {
      fireEvent.change(input(), { target: { value } });
      expect(input().getAttribute('aria-invalid')).toBe('true');
    }
    expect(options.onDataChange).not.toHaveBeenCalled();
    expect(screen.getByText('The target must be 1.01 to 1,000,000.')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '2.5x5' } });
    expect(input().value).toBe('2.55');
    fireEvent.blur(input());
    expect(input().value).toBe('2.55');
  });

  it('plays only with a valid target', () => {
    expect(ui.canPlay!({ target: 2 })).toBe(true);
    expect(ui.canPlay!({ target: 1 })).toBe(false);
    expect(ui.canPlay!({ target: 2_000_000 })).toBe(false);
  });
});
