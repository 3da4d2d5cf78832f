// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlayAnswer, TurnAnswer } from '@contract/index';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { useAppStore } from '../../../src/app/stores/app-store';
import { useGameSession } from '../../../src/app/features/games/stores/game-session-store';
import {
  deferred,
  playAnswer,
  renderGame,
  requestHandlers,
  resetAll,
  signOut,
  turnAnswer,
  whisperHandlers,
  whispersOf,
} from './fakes';

vi.mock('../../../src/app/components/toast', () => ({
  toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

beforeEach(resetAll);
afterEach(cleanup);

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const wager = () => screen.getByLabelText('Bet amount') as HTMLInputElement;
const popup = () => screen.queryByRole('status', { name: 'Round result' });
const btcBalance = () => useWallet.getState().currencies.find((entry) => entry.id === 'btc')!.balance;

async function typeWager(value: string) {
  fireEvent.change(wager(), { target: { value } });
}

describe('play', () => {
  it('sends one Play for a double click and blocks the button while it is pending', async () => {
    const pending = deferred<PlayAnswer>();
    whisperHandlers.set('Play', () => pending.promise);
    await renderGame('limbo');
    await typeWager('1');

    fireEvent.click(button('Play'));
    fireEvent.click(button('Play'));
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(whispersOf('Play')).toHaveLength(1);
    expect(button('Play').disabled).toBe(true);
    expect(button('Play').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('board').dataset.busy).toBe('true');

    await act(async () => pending.resolve(playAnswer({ balance: 11 })));
    expect(button('Play').disabled).toBe(false);
    expect(whispersOf('Play')).toEqual([
      { api_id: 'limbo', bet: 1, demo: false, currency: 'btc', quick: false, data: { target: 2 } },
    ]);
    expect(btcBalance()).toEqual({ real: 11, demo: 5 });
  });

  it('shows the win popup with multiplier and payout once the answer delay has passed', async () => {
    whisperHandlers.set('Play', () =>
      playAnswer({}, { delay: 150, multiplier: 3.5, payout: 3.5, profit: 2.5 }),
    );
    await renderGame('limbo');
    await typeWager('1');
    await act(async () => fireEvent.click(button('Play')));
    expect(screen.getByTestId('board').textContent).toBe('round bet-1 finished');
    expect(popup()).toBeNull();

    const result = await screen.findByRole('status', { name: 'Round result' });
    expect(result.textContent).toContain('You won');
    expect(result.textContent).toContain('3.50×');
    expect(result.textContent).toContain('3.50000000 BTC');
    fireEvent.click(within(result).getByRole('button', { name: 'Dismiss result' }));
    expect(popup()).toBeNull();
  });

  it('sends quick mode with Play and shows a losing round without a win', async () => {
    whisperHandlers.set('Play', () => playAnswer({}, { win: false, multiplier: 0, payout: 0, profit: -1 }));
    await renderGame('limbo');
    fireEvent.click(button('Quick'));
    expect(button('Quick').getAttribute('aria-pressed')).toBe('true');
    await typeWager('1');
    await act(async () => fireEvent.click(button('Play')));
    expect(whispersOf('Play')).toMatchObject([{ quick: true }]);
    expect(popup()?.textContent).toContain('No win');
    expect(useGameSession.getState().stats).toMatchObject({ wins: 0, losses: 1, profit: -1, wagered: 1 });
  });

  it('plays with space when the focus is not in an input', async () => {
    whisperHandlers.set('Play', () => playAnswer());
    await renderGame('limbo');
    await typeWager('1');
    wager().focus();
    fireEvent.keyDown(wager(), { key: ' ' });
    expect(whispersOf('Play')).toHaveLength(0);
    await act(async () => fireEvent.keyDown(document.body, { key: ' ' }));
    expect(whispersOf('Play')).toHaveLength(1);
  });
});

describe('extended games', () => {
  function extendedPlay() {
    whisperHandlers.set('Play', () =>
      playAnswer(
        { type: 'extended', canBeFinished: true },
        { status: 'in-progress', win: false, profit: 0, payout: 1 },
      ),
    );
  }

  it('reads Cancel, then Take {profit}; inputs are disabled while it is in progress', async () => {
    extendedPlay();
    let turned: TurnAnswer = turnAnswer(
      {},
      { status: 'in-progress', profit: 0.5, payout: 1.5, multiplier: 1.5 },
    );
    whisperHandlers.set('Turn', () => turned);
    whisperHandlers.set('Finish', () =>
      turnAnswer(
        { type: 'finish', balance: 10.5 },
        { status: 'finished', win: true, multiplier: 1.5, payout: 1.5, profit: 0.5 },
      ),
    );
    await renderGame('mines');
    await typeWager('1');
    await act(async () => fireEvent.click(button('Play')));

    expect(button('Cancel')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(wager().disabled).toBe(true);
    expect((screen.getByLabelText('Mines') as HTMLInputElement).disabled).toBe(true);
    expect(button('Double the wager').disabled).toBe(true);
    expect(popup()).toBeNull();

    await act(async () => fireEvent.click(button('Reveal tile 3')));
    expect(whispersOf('Turn')).toEqual([{ id: 'bet-1', data: { tile: 3 } }]);
    expect(button('Take 0.50000000')).toBeTruthy();

    turned = turnAnswer({}, { status: 'in-progress', profit: 1.25, payout: 2.25 });
    await act(async () => fireEvent.click(button('Reveal tile 3')));
    await act(async () => fireEvent.click(button('Take 1.25000000')));
    expect(whispersOf('Finish')).toEqual([{ id: 'bet-1' }]);
    expect(popup()?.textContent).toContain('1.50×');
    expect(button('Play')).toBeTruthy();
    expect(wager().disabled).toBe(false);
    expect(btcBalance().real).toBe(10.5);
    expect(useGameSession.getState().stats).toMatchObject({ wins: 1, losses: 0 });
  });

  it('shows no popup and counts nothing for a cancelled game', async () => {
    extendedPlay();
    whisperHandlers.set('Finish', () =>
      turnAnswer(
        { type: 'finish', balance: 10 },
        { status: 'cancelled', win: false, multiplier: 1, payout: 1, profit: 0 },
      ),
    );
    await renderGame('mines');
    await typeWager('1');
    await act(async () => fireEvent.click(button('Play')));
    await act(async () => fireEvent.click(button('Cancel')));
    expect(whispersOf('Finish')).toHaveLength(1);
    expect(popup()).toBeNull();
    expect(button('Play')).toBeTruthy();
    expect(useGameSession.getState().stats).toMatchObject({ wins: 0, losses: 0, wagered: 0 });
  });

  it('ends the game with a losing popup when a turn loses', async () => {
    extendedPlay();
    whisperHandlers.set('Turn', () =>
      turnAnswer({ type: 'lose' }, { status: 'finished', win: false, multiplier: 0, payout: 0, profit: -1 }),
    );
    await renderGame('mines');
    await typeWager('1');
    await act(async () => fireEvent.click(button('Play')));
    await act(async () => fireEvent.click(button('Reveal tile 3')));
    expect(popup()?.textContent).toContain('No win');
    expect(button('Play')).toBeTruthy();
    expect(useGameSession.getState().stats.losses).toBe(1);
  });

  it('restores an unfinished game on mount, nothing lost', async () => {
    whisperHandlers.set('RestoreData', () => ({
      game: {
        api_id: 'mines',
        id: 'r-9',
        bet: 0.5,
        currency: 'btc',
        demo: false,
        state: {
          delay: 0,
          win: true,
          status: 'in-progress',
          wager: 0.5,
          multiplier: 1.2,
          payout: 0.6,
          profit: 0.1,
        },
        data: { revealed: [4] },
      },
    }));
    await renderGame('mines');
    expect(whispersOf('RestoreData')).toEqual([{ api_id: 'mines' }]);
    expect(screen.getByTestId('board').textContent).toBe('round r-9 in-progress');
    expect(button('Take 0.10000000')).toBeTruthy();
    expect(wager().value).toBe('0.50000000');
    expect(wager().disabled).toBe(true);
    expect(useGameSession.getState().round?.view).toEqual({ revealed: [4] });
  });

  it('does not restore another game or a finished one', async () => {
    const state = { delay: 0, win: false, wager: 1, multiplier: 0, payout: 0, profit: -1 };
    const game = { api_id: 'hilo', id: 'h-1', bet: 1, currency: 'btc', demo: false, data: {} };
    whisperHandlers.set('RestoreData', () => ({
      game: { ...game, state: { ...state, status: 'in-progress' } },
    }));
    await renderGame('mines');
    expect(whispersOf('RestoreData')).toHaveLength(1);
    expect(screen.getByTestId('board').textContent).toBe('no round');
    cleanup();

    whisperHandlers.set('RestoreData', () => ({
      game: { ...game, api_id: 'mines', state: { ...state, status: 'finished' } },
    }));
    await renderGame('mines');
    expect(screen.getByTestId('board').textContent).toBe('no round');
    expect(button('Play')).toBeTruthy();
  });
});

describe('demo play', () => {
  it('plays a guest in demo with the demo balance of the guest wallet', async () => {
    signOut();
    whisperHandlers.set('Play', () => playAnswer({ balance: 990 }));
    await renderGame('limbo');
    expect(screen.getByText('Demo balance:', { exact: false }).textContent).toContain('1,000.00000000 BTC');
    expect(screen.queryByRole('switch', { name: 'Demo' })).toBeNull();
    await typeWager('10');
    await act(async () => fireEvent.click(button('Play')));
    expect(whispersOf('Play')).toMatchObject([{ demo: true, currency: 'btc', bet: 10 }]);
    expect(screen.getByText('Demo balance:', { exact: false }).textContent).toContain('990.00000000 BTC');
    expect(btcBalance()).toEqual({ real: 10, demo: 5 });
  });

  it('lets a signed-in player switch to demo, and the header demo balance follows', async () => {
    whisperHandlers.set('Play', () => playAnswer({ balance: 4 }));
    await renderGame('limbo');
    const demo = screen.getByRole('switch', { name: 'Demo' }) as HTMLInputElement;
    expect(demo.checked).toBe(false);
    fireEvent.click(demo);
    expect(useAppStore.getState().demo).toBe(true);
    await typeWager('1');
    await act(async () => fireEvent.click(button('Play')));
    expect(whispersOf('Play')).toMatchObject([{ demo: true }]);
    await waitFor(() => expect(btcBalance()).toEqual({ real: 10, demo: 4 }));
  });
});

describe('route', () => {
  it("opens a game that is not in-house in its provider's frame, launched in the wallet's currency", async () => {
    const launched: unknown[] = [];
    requestHandlers.set('POST /api/game/launch', (body) => {
      launched.push(body);
      return {
        url: '/game-provider.html?session=s1',
        session: 's1',
        game: {
          id: 'sweet-bonanza',
          name: 'Sweet Bonanza',
          provider: 'Candyworks',
          kind: 'slot',
          currency: 'btc',
          demo: false,
          bonusAccepted: true,
        },
      };
    });
    await renderGame('sweet-bonanza');
    expect(await screen.findByRole('heading', { name: 'Sweet Bonanza' })).toBeTruthy();
    expect(screen.getByText('Candyworks')).toBeTruthy();
    expect(screen.getByTitle('Sweet Bonanza').getAttribute('src')).toBe('/game-provider.html?session=s1');
    expect(launched).toEqual([{ id: 'sweet-bonanza', currency: 'btc', demo: false }]);
  });

  it('says so when a game UI cannot be loaded and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const loader = vi.fn(async () => {
      if (fail) throw new Error('chunk failed');
      const { limboUi } = await import('./fakes');
      return limboUi;
    });
    await renderGame('limbo', loader as never);
    expect(screen.getByRole('alert').textContent).toContain('Limbo could not be loaded');
    fail = false;
    await act(async () => fireEvent.click(button('Try again')));
    expect(await screen.findByLabelText('Bet amount')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
