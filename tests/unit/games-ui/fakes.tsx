/**
 * Test doubles for the game page: the shared fake transport behind the real api() and whisper() (so the 419
 * and two-factor guards stay real), small GameUi doubles standing in for the boards, store resets and a render
 * helper with a memory router.
 */
import {
  ApiError,
  type GameId,
  type GameState,
  type PlayAnswer,
  type PlayData,
  type TurnAnswer,
} from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { useAppStore } from '../../../src/app/stores/app-store';
import { GamePage } from '../../../src/app/features/games';
import type { GameUi } from '../../../src/app/features/games/game-ui';
import { AUTO_BET_DEFAULTS, useAutoBet } from '../../../src/app/features/games/stores/auto-bet-store';
import { resetBetsRefresh } from '../../../src/app/features/games/stores/bets-refresh';
import { useGameSession, type AnyGameUi } from '../../../src/app/features/games/stores/game-session-store';
import type { GameUiLoader } from '../../../src/app/features/games/ui-loader';
import { makeUser } from '../auth/fakes/user';
import { currency, renderRoutes, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

export { deferred } from '../fakes/deferred';
export { signOut } from '../fakes/app';

const fake = createFakeTransport();
export const { transport, requestHandlers, whisperHandlers, whispersOf } = fake;

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
  fake.reset();
  whisperHandlers.set('GameData', () => ({
    paytable: { low: [0, 1.5, 3], high: [0, 0, 10] },
    rtp: 0.99,
    minBet: 1e-8,
    maxBet: null,
  }));
  whisperHandlers.set('RestoreData', () => ({ game: null }));
  requestHandlers.set('POST /api/guest/wallet', () => ({ balances: { btc: 1000, usdt: 50 } }));
  useGameSession.setState(initialSession, true);
  resetBetsRefresh();
  useAutoBet.setState({ ...AUTO_BET_DEFAULTS, state: 'off', currentIteration: 0, initialBet: null });
  useAppStore.setState({ currency: 'btc', demo: false, quick: false, sound: false, unit: 'btc' });
  useWallet.setState({
    currencies: [
      currency('btc', 8, { balance: { real: 10, demo: 5 } }),
      currency('usdt', 2, { balance: { real: 100, demo: 50 } }),
    ],
    bonuses: [],
  });
  setSession(makeUser());
  useAuthModal.setState({ view: null });
  sessionStorage.clear();
}

/** Renders the page and lets the game's UI load (the page suspends on it, so the act is awaited). */
export async function renderGame(id: string, loader: GameUiLoader = loadUi) {
  return renderRoutes(
    [
      { path: '/casino/game/:id', element: <GamePage loadUi={loader} /> },
      { path: '/', element: <h1>Casino home</h1> },
      { path: '/fairness', element: <h1>Fairness</h1> },
    ],
    `/casino/game/${id}`,
  );
}
