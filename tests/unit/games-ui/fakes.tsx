/**
 * Test doubles for the game page: a fake transport behind the real api() and whisper() (so the 419 and
 * two-factor guards stay real), small GameUi doubles standing in for the boards, store resets and a render
 * helper with a memory router.
 */
import { vi } from 'vitest';
import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  ApiError,
  type Currency,
  type GameId,
  type GameState,
  type PlayAnswer,
  type PlayData,
  type TurnAnswer,
} from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import type { Transport } from '../../../src/app/transport/types';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { useSession } from '../../../src/app/features/auth/session/session-store';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { useAppStore } from '../../../src/app/stores/app-store';
import { GamePage } from '../../../src/app/features/games';
import type { GameUi } from '../../../src/app/features/games/game-ui';
import { AUTO_BET_DEFAULTS, useAutoBet } from '../../../src/app/features/games/stores/auto-bet-store';
import { useGameSession, type AnyGameUi } from '../../../src/app/features/games/stores/game-session-store';
import type { GameUiLoader } from '../../../src/app/features/games/ui-loader';
import { makeUser } from '../auth/fakes/user';

type Handler = (data: unknown) => unknown;

export const whisperHandlers = new Map<string, Handler>();
export const requestHandlers = new Map<string, Handler>();

export const transport = {
  kind: 'sim' as const,
  request: vi.fn(async (method: string, path: string, body?: unknown): Promise<never> => {
    const handler = requestHandlers.get(`${method} ${path}`);
    if (!handler) throw new Error(`No fake answer for ${method} ${path}`);
    return handler(body) as never;
  }),
  whisper: vi.fn(async (event: string, data: unknown): Promise<never> => {
    const handler = whisperHandlers.get(event);
    if (!handler) throw new Error(`No fake answer for whisper ${event}`);
    return handler(data) as never;
  }),
  setToken: vi.fn(),
  realtime: {
    listen: vi.fn(() => () => undefined),
    leave: vi.fn(),
    state: () => 'connected' as const,
    onStateChange: () => () => undefined,
    reconnect: vi.fn(),
    disconnect: vi.fn(),
  },
} satisfies Transport;

/** The data of every whisper call of one event, in order. */
export function whispersOf(event: string): unknown[] {
  return transport.whisper.mock.calls.filter(([called]) => called === event).map(([, data]) => data);
}

export function playError(code: number, message = `code ${code}`, status = 400): ApiError {
  return new ApiError(status, { code, message });
}

export function gameState(patch: Partial<GameState> = {}): GameState {
  return {
    delay: 0,
    win: true,
    status: 'finished',
    wager: 1,
    multiplier: 2,
    payout: 2,
    profit: 1,
    ...patch,
  };
}

export function playAnswer(patch: Partial<PlayAnswer> = {}, state: Partial<GameState> = {}): PlayAnswer {
  return {
    game: gameState(state),
    type: null,
    id: 'bet-1',
    canBeFinished: false,
    data: { drawn: 'view' },
    balance: 9,
    ...patch,
  };
}

export function turnAnswer(patch: Partial<TurnAnswer> = {}, state: Partial<GameState> = {}): TurnAnswer {
  return {
    game: gameState(state),
    type: 'continue',
    id: 'bet-1',
    canBeFinished: true,
    data: {},
    balance: 9,
    ...patch,
  };
}

export function currency(id: string, decimals: number, real = 10, demo = 5): Currency {
  return {
    id,
    name: id.toUpperCase(),
    icon: '',
    style: { color: '#fff' },
    decimals,
    chains: [],
    balance: { real, demo },
    price: 1,
    priceEur: 1,
    walletId: null,
  };
}

function Board({ round, busy }: { round: { id: string; state: GameState } | null; busy: boolean }) {
  return (
    <div data-testid="board" data-busy={busy}>
      {round ? `round ${round.id} ${round.state.status}` : 'no round'}
    </div>
  );
}

export const limboUi: GameUi<'limbo'> = {
  id: 'limbo',
  Board,
  Options: null,
  defaultData: { target: 2 },
  help: [
    { title: 'How to play', body: ['Choose a target multiplier.'] },
    { title: 'Winning', body: ['You win when the result reaches the target.'] },
  ],
};

export const minesUi: GameUi<'mines'> = {
  id: 'mines',
  Board: ({ round, busy, onTurn }) => (
    <div>
      <Board round={round} busy={busy} />
      <button type="button" disabled={busy || !round} onClick={() => onTurn({ tile: 3 })}>
        Reveal tile 3
      </button>
    </div>
  ),
  Options: ({ disabled }) => (
    <label>
      Mines
      <input aria-label="Mines" disabled={disabled} defaultValue="3" />
    </label>
  ),
  defaultData: { mines: 3 },
  help: [{ title: 'Mines', body: ['Reveal gems, avoid mines.'] }],
};

export const baccaratUi: GameUi<'baccarat'> = {
  id: 'baccarat',
  Board: ({ data, onDataChange, chip }) => (
    <button type="button" onClick={() => onDataChange({ ...data, player: data.player + chip })}>
      Bet on player
    </button>
  ),
  Options: null,
  defaultData: { player: 0, banker: 0, tie: 0 },
  wagerFromData: (data: PlayData['baccarat']) => data.player + data.banker + data.tie,
  canPlay: (data: PlayData['baccarat']) => data.player + data.banker + data.tie > 0,
  help: [{ title: 'Baccarat', body: ['Bet on player, banker or tie.'] }],
};

const UIS: Partial<Record<GameId, AnyGameUi>> = { limbo: limboUi, mines: minesUi, baccarat: baccaratUi };

export const loadUi: GameUiLoader = async (id) => {
  const ui = UIS[id];
  if (!ui) throw new Error(`No test double for ${id}`);
  return ui;
};

const initialSession = useGameSession.getState();

/** Fresh stores and transport: a signed-in player with 10 BTC (8 decimals), real money, no quick mode. */
export function resetAll(): void {
  setTransport(transport);
  transport.request.mockClear();
  transport.whisper.mockClear();
  whisperHandlers.clear();
  requestHandlers.clear();
  whisperHandlers.set('GameData', () => ({
    paytable: { low: [0, 1.5, 3], high: [0, 0, 10] },
    rtp: 0.99,
    minBet: 1e-8,
    maxBet: null,
  }));
  whisperHandlers.set('RestoreData', () => ({ game: null }));
  requestHandlers.set('POST /api/guest/wallet', () => ({ balances: { btc: 1000, usdt: 50 } }));
  useGameSession.setState(initialSession, true);
  useAutoBet.setState({ ...AUTO_BET_DEFAULTS, state: 'off', currentIteration: 0, initialBet: null });
  useAppStore.setState({ currency: 'btc', demo: false, quick: false, sound: false, unit: 'btc' });
  useWallet.setState({ currencies: [currency('btc', 8), currency('usdt', 2, 100, 50)], bonuses: [] });
  useSession.setState({ user: makeUser(), token: 'token-1', status: 'signedIn' });
  useAuthModal.setState({ view: null });
  sessionStorage.clear();
}

export function signOut(): void {
  useSession.setState({ user: null, token: null, status: 'guest' });
}

/** Renders the page and lets the game's UI load (the page suspends on it, so the act is awaited). */
export async function renderGame(id: string, loader: GameUiLoader = loadUi) {
  const router = createMemoryRouter(
    [
      { path: '/casino/game/:id', element: <GamePage loadUi={loader} /> },
      { path: '/', element: <h1>Casino home</h1> },
      { path: '/fairness', element: <h1>Fairness</h1> },
    ],
    { initialEntries: [`/casino/game/${id}`] },
  );
  let view!: RenderResult;
  await act(async () => {
    view = render(<RouterProvider router={router} />);
  });
  return { router, ...view };
}

/** A promise the test settles by hand, to look at the page while a call is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
