// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useAppStore } from '../../../src/app/stores/app-store';
import { NumberStepper } from '../../../src/app/features/games';
import { useGameSession } from '../../../src/app/features/games/stores/game-session-store';
import { playAnswer, renderGame, resetAll, whisperHandlers, whispersOf } from './fakes';

vi.mock('../../../src/app/components/toast', () => ({
  toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

beforeEach(resetAll);
afterEach(cleanup);

const wager = () => screen.getByLabelText('Bet amount') as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('wager input', () => {
  it('takes digits and one dot only, cut at the currency decimals', async () => {
    await renderGame('limbo');
    fireEvent.change(wager(), { target: { value: '1a.2b.3456789012' } });
    expect(wager().value).toBe('1.23456789');
    fireEvent.change(wager(), { target: { value: '-7e2' } });
    expect(wager().value).toBe('72');
    expect(useGameSession.getState().wager).toBe('72');
  });

  it('halves and doubles at the decimals of the currency in play', async () => {
    useAppStore.setState({ currency: 'usdt' }); // 2 decimals, balance 100
    await renderGame('limbo');
    fireEvent.change(wager(), { target: { value: '0.05' } });
    fireEvent.click(button('Halve the wager'));
    expect(wager().value).toBe('0.02');
    fireEvent.click(button('Double the wager'));
    fireEvent.click(button('Double the wager'));
    expect(wager().value).toBe('0.08');

    act(() => useAppStore.setState({ currency: 'btc' })); // 8 decimals
    fireEvent.change(wager(), { target: { value: '0.00000003' } });
    fireEvent.click(button('Halve the wager'));
    expect(wager().value).toBe('0.00000001');
  });

  it('steps to min and max and disables each at its bound', async () => {
    useAppStore.setState({ currency: 'usdt' }); // min 0.01; max is the balance, 100
    await renderGame('limbo');
    fireEvent.change(wager(), { target: { value: '5' } });
    expect(button('Minimum wager').disabled).toBe(false);
    fireEvent.click(button('Minimum wager'));
    expect(wager().value).toBe('0.01');
    expect(button('Minimum wager').disabled).toBe(true);
    expect(button('Halve the wager').disabled).toBe(true);

    fireEvent.click(button('Maximum wager'));
    expect(wager().value).toBe('100.00');
    expect(button('Maximum wager').disabled).toBe(true);
    expect(button('Double the wager').disabled).toBe(true);
    expect(button('Minimum wager').disabled).toBe(false);
  });

  it('caps max at the game max bet when it is below the balance', async () => {
    whisperHandlers.set('GameData', () => ({ paytable: [], rtp: 0.99, minBet: 1e-8, maxBet: 2 }));
    await renderGame('limbo');
    fireEvent.click(button('Maximum wager'));
    expect(wager().value).toBe('2.00000000');
  });

  it('asks GameData in the currency in play and again when it changes, so the max bet follows it', async () => {
    // A 20 EUR cap in each currency, as the sim's licence setting gives it.
    const caps: Record<string, number> = { btc: 0.0002, usdt: 21.5 };
    whisperHandlers.set('GameData', (data) => {
      const { currency } = data as { currency: string };
      return { paytable: [], rtp: 0.99, minBet: 1e-8, maxBet: caps[currency] };
    });
    await renderGame('limbo');
    expect(whispersOf('GameData')).toEqual([{ api_id: 'limbo', currency: 'btc' }]);
    fireEvent.click(button('Maximum wager'));
    expect(wager().value).toBe('0.00020000');

    await act(async () => useAppStore.setState({ currency: 'usdt' }));
    expect(whispersOf('GameData')).toEqual([
      { api_id: 'limbo', currency: 'btc' },
      { api_id: 'limbo', currency: 'usdt' },
    ]);
    fireEvent.click(button('Maximum wager'));
    expect(wager().value).toBe('21.50');
  });
});

describe('number stepper', () => {
  it('is disabled at its bounds and marks an out-of-range entry without taking it', () => {
    const changes: number[] = [];
    const Harness = () => {
      const [value, setValue] = useState(2);
      return (
        <NumberStepper
          label="Mines"
          value={value}
          min={1}
          max={3}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    };
    render(<Harness />);
    const input = screen.getByLabelText('Mines') as HTMLInputElement;
    fireEvent.click(button('Increase mines'));
    expect(input.value).toBe('3');
    expect(button('Increase mines').disabled).toBe(true);
    expect(button('Decrease mines').disabled).toBe(false);

    fireEvent.change(input, { target: { value: '9x' } });
    expect(input.value).toBe('9');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(changes).toEqual([3]);

    fireEvent.change(input, { target: { value: '1' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(button('Decrease mines').disabled).toBe(true);
    expect(changes).toEqual([3, 1]);
  });
});

describe('chips', () => {
  it('offers the chip list for table games and plays the sum of the chips placed', async () => {
    whisperHandlers.set('Play', () => playAnswer());
    useAppStore.setState({ currency: 'usdt' }); // 2 decimals: no chip below 0.01
    await renderGame('baccarat');
    const chips = screen.getByRole('radiogroup', { name: 'Chip value' });
    expect(within(chips).queryByRole('radio', { name: 'Chip 1' })).toBeNull();
    expect(within(chips).getByRole('radio', { name: 'Chip 1M' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByLabelText('Bet amount')).toBeNull();
    expect(button('Play').disabled).toBe(true);

    fireEvent.click(within(chips).getByRole('radio', { name: 'Chip 100M' }));
    fireEvent.click(button('Bet on player'));
    fireEvent.click(button('Bet on player'));
    expect(screen.getByText('2.00 USDT')).toBeTruthy();
    fireEvent.click(button('Play'));
    await act(async () => {});
    expect(whispersOf('Play')).toMatchObject([
      { api_id: 'baccarat', bet: 2, currency: 'usdt', data: { player: 2, banker: 0, tie: 0 } },
    ]);

    fireEvent.click(button('Clear bets'));
    expect(useGameSession.getState().data).toEqual({ player: 0, banker: 0, tie: 0 });
  });
});
