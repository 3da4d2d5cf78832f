// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAppStore } from '../../../src/app/stores/app-store';
import {
  playAnswer,
  renderGame,
  requestHandlers,
  resetAll,
  signOut,
  transport,
  whisperHandlers,
} from './fakes';

vi.mock('../../../src/app/components/toast', () => ({
  toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

beforeEach(resetAll);
afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('help', () => {
  it('pages through the game help, then the paytable and RTP; Next, then Close on the last page', async () => {
    await renderGame('limbo');
    fireEvent.click(button('Help'));
    let dialog = screen.getByRole('dialog', { name: 'How to play' });
    expect(dialog.textContent).toContain('Choose a target multiplier.');
    expect(dialog.textContent).toContain('Page 1 of 3');
    expect(within(dialog).queryByText('Close')).toBeNull();

    fireEvent.click(within(dialog).getByText('Next'));
    dialog = screen.getByRole('dialog', { name: 'Winning' });
    expect(dialog.textContent).toContain('Page 2 of 3');

    fireEvent.click(within(dialog).getByText('Next'));
    dialog = screen.getByRole('dialog', { name: 'Limbo: paytable and RTP' });
    expect(dialog.textContent).toContain('Return to player (RTP): 99.00%');
    expect(within(dialog).getByText('low')).toBeTruthy();
    expect(within(dialog).getByText('0 · 1.5 · 3')).toBeTruthy();
    expect(within(dialog).queryByText('Next')).toBeNull();

    fireEvent.click(within(dialog).getByText('Close'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(button('Help'));
    expect(screen.getByRole('dialog', { name: 'How to play' })).toBeTruthy();
  });
});

describe('footer toggles', () => {
  it('toggles sound and quick in the global state', async () => {
    await renderGame('limbo');
    expect(button('Sound').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('Sound'));
    expect(useAppStore.getState().sound).toBe(true);
    expect(button('Sound').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Quick'));
    expect(useAppStore.getState().quick).toBe(true);
    fireEvent.click(button('Quick'));
    expect(useAppStore.getState().quick).toBe(false);
  });
});

describe('profit monitor', () => {
  it('is shown, counts the rounds, resets and hides', async () => {
    let next = playAnswer({}, { win: true, wager: 1, payout: 3, profit: 2, multiplier: 3 });
    whisperHandlers.set('Play', () => next);
    await renderGame('limbo');
    expect(screen.queryByRole('region', { name: 'Live stats' })).toBeNull();
    fireEvent.click(button('Stats'));
    const stats = screen.getByRole('region', { name: 'Live stats' });
    expect(button('Stats').getAttribute('aria-pressed')).toBe('true');
    expect(within(stats).getByTestId('stats-wins').textContent).toBe('0');

    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '1' } });
    await act(async () => fireEvent.click(button('Play')));
    next = playAnswer({}, { win: false, wager: 1, payout: 0, profit: -1, multiplier: 0 });
    await act(async () => fireEvent.click(button('Play')));

    expect(within(stats).getByTestId('stats-profit').textContent).toBe('1.00000000 BTC');
    expect(within(stats).getByTestId('stats-wagered').textContent).toBe('2.00000000 BTC');
    expect(within(stats).getByTestId('stats-wins').textContent).toBe('1');
    expect(within(stats).getByTestId('stats-losses').textContent).toBe('1');
    await waitFor(() => expect(stats.querySelector('.recharts-wrapper')).not.toBeNull());

    fireEvent.click(within(stats).getByRole('button', { name: 'Reset' }));
    expect(within(stats).getByTestId('stats-profit').textContent).toBe('0.00000000 BTC');
    expect(within(stats).getByTestId('stats-wins').textContent).toBe('0');
    expect(within(stats).getByText('Play a round to see your profit line.')).toBeTruthy();

    fireEvent.click(within(stats).getByRole('button', { name: 'Hide stats' }));
    expect(screen.queryByRole('region', { name: 'Live stats' })).toBeNull();
    expect(button('Stats').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('settings', () => {
  it('shows the seed pair and changes the client seed of a signed-in player', async () => {
    requestHandlers.set('POST /api/user/seeds', () => ({
      serverSeedHash: 'hash-active',
      nextServerSeedHash: 'hash-next',
      clientSeed: 'old-seed',
      nonce: 4,
    }));
    requestHandlers.set('POST /api/user/client_seed_change', () => ({ revealed: {}, current: {} }));
    requestHandlers.set('POST /auth/update', () => ({ user: {} }));
    await renderGame('limbo');
    await act(async () => fireEvent.click(button('Settings')));
    const dialog = screen.getByRole('dialog', { name: 'Game settings' });
    expect(within(dialog).getByText('hash-active')).toBeTruthy();
    expect(within(dialog).getByText('old-seed')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Quick mode (skip animations)' }));
    expect(useAppStore.getState().quick).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('New client seed'), { target: { value: ' lucky ' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change client seed' })),
    );
    expect(transport.request).toHaveBeenCalledWith('POST', '/api/user/client_seed_change', {
      client_seed: 'lucky',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a guest to sign in for the seeds', async () => {
    signOut();
    await renderGame('limbo');
    fireEvent.click(button('Settings'));
    expect(screen.getByRole('dialog', { name: 'Game settings' }).textContent).toContain(
      'Sign in to see and change your provably fair seeds.',
    );
  });
});
