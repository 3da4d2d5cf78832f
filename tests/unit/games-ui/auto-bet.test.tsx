// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { gameInfo, PLAY_ERRORS, type GameId, type PlayRequest } from '@contract/index';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { startAutoBet, stopAutoBet } from '../../../src/app/features/games/play/auto-bet';
import { useAutoBet } from '../../../src/app/features/games/stores/auto-bet-store';
import { useGameSession, type AnyGameUi } from '../../../src/app/features/games/stores/game-session-store';
import {
  baccaratUi,
  limboUi,
  minesUi,
  playAnswer,
  playError,
  renderGame,
  resetAll,
  signOut,
  transport,
  whisperHandlers,
  whispersOf,
} from './fakes';

vi.mock('../../../src/app/components/toast', () => ({
  toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

/**
 * Outcomes of the next rounds in order (true = win); the last one repeats. Each answer comes `answerAfterMs`
 * after its Play (at once by default). Returns when each Play was sent.
 */
function answerRounds(outcomes: (boolean | Error)[], { answerAfterMs = 0 } = {}) {
  const times: number[] = [];
  let index = 0;
  whisperHandlers.set('Play', (data) => {
    times.push(Date.now());
    const outcome = outcomes[Math.min(index++, outcomes.length - 1)]!;
    if (outcome instanceof Error) throw outcome;
    const bet = (data as PlayRequest).bet;
    const answer = playAnswer(
      {},
      outcome
        ? { win: true, wager: bet, multiplier: 2, payout: bet * 2, profit: bet }
        : { win: false, wager: bet, multiplier: 0, payout: 0, profit: -bet },
    );
    return answerAfterMs > 0
      ? new Promise((resolve) => setTimeout(() => resolve(answer), answerAfterMs))
      : answer;
  });
  return times;
}

function loadGame(id: GameId, ui: AnyGameUi, wager = '1.00000000') {
  useGameSession.getState().load(gameInfo(id)!, ui);
  useGameSession.setState({ wager });
}

const bets = () => whispersOf('Play').map((data) => (data as PlayRequest).bet);

describe('auto-bet loop', () => {
  beforeEach(() => {
    resetAll();
    vi.mocked(toast.warning).mockClear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    stopAutoBet();
    vi.useRealTimers();
  });

  it('plays the games count, then stops; remembers the initial bet', async () => {
    answerRounds([false]);
    loadGame('limbo', limboUi as AnyGameUi);
    useAutoBet.setState({ games: 3 });
    const done = startAutoBet();
    expect(useAutoBet.getState().state).toBe('on');
    expect(useAutoBet.getState().initialBet?.wager).toBe('1.00000000');
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(bets()).toEqual([1, 1, 1]);
    expect(useAutoBet.getState()).toMatchObject({ state: 'off', currentIteration: 3 });
  });

  it('goes on with a games count of 0 until Stop', async () => {
    answerRounds([false]);
    loadGame('limbo', limboUi as AnyGameUi);
    void startAutoBet();
    await vi.advanceTimersByTimeAsync(1_000);
    const played = whispersOf('Play').length;
    expect(played).toBeGreaterThanOrEqual(10);
    stopAutoBet();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(whispersOf('Play')).toHaveLength(played);
    expect(useAutoBet.getState().state).toBe('off');
  });

  it('stops on a win when stop-on-win is on', async () => {
    answerRounds([false, false, true, false]);
    loadGame('limbo', limboUi as AnyGameUi);
    useAutoBet.setState({ stopOnWin: true });
    const done = startAutoBet();
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(whispersOf('Play')).toHaveLength(3);
    expect(useAutoBet.getState().currentIteration).toBe(3);
  });

  it('increases by the percent on a loss and resets to the initial bet on a win', async () => {
    answerRounds([false, false, true, false, false]);
    loadGame('limbo', limboUi as AnyGameUi);
    useAutoBet.setState({
      games: 5,
      loss: { action: 'increase', value: 100 },
      win: { action: 'reset', value: 0 },
    });
    const done = startAutoBet();
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(bets()).toEqual([1, 2, 4, 1, 2]);
    expect(useGameSession.getState().wager).toBe('4.00000000');
  });

  it('increases on a win at the currency decimals and keeps the bet on a loss reset', async () => {
    answerRounds([true, true, false, true]);
    loadGame('limbo', limboUi as AnyGameUi);
    useAutoBet.setState({
      games: 4,
      win: { action: 'increase', value: 50 },
      loss: { action: 'reset', value: 0 },
    });
    const done = startAutoBet();
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(bets()).toEqual([1, 1.5, 2.25, 1]);
  });

  it('raises every chip of a chip game', async () => {
    answerRounds([false]);
    loadGame('baccarat', baccaratUi as AnyGameUi);
    useGameSession.setState({ data: { player: 1, banker: 0, tie: 0.5 } });
    useAutoBet.setState({ games: 2, loss: { action: 'increase', value: 100 } });
    const done = startAutoBet();
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(whispersOf('Play')).toMatchObject([
      { bet: 1.5, data: { player: 1, banker: 0, tie: 0.5 } },
      { bet: 3, data: { player: 2, banker: 0, tie: 1 } },
    ]);
  });

  it('stops on an error', async () => {
    answerRounds([false, false, playError(-6), false]);
    loadGame('limbo', limboUi as AnyGameUi);
    const done = startAutoBet();
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(whispersOf('Play')).toHaveLength(3);
    expect(useAutoBet.getState()).toMatchObject({ state: 'off', currentIteration: 2 });
    expect(toast.warning).toHaveBeenCalledWith(PLAY_ERRORS['-6']);
  });

  it('leaves at least 50 ms between two rounds', async () => {
    const times = answerRounds([false]);
    loadGame('limbo', limboUi as AnyGameUi);
    useAutoBet.setState({ games: 6 });
    const done = startAutoBet();
    await vi.advanceTimersByTimeAsync(49);
    expect(times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(times).toHaveLength(6);
    for (let index = 1; index < times.length; index++) {
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(50);
    }
  });

  it('starts a round every 50 ms when the answers come sooner: the wait runs while a round is answered', async () => {
    const times = answerRounds([false], { answerAfterMs: 30 });
    loadGame('limbo', limboUi as AnyGameUi);
    useAutoBet.setState({ games: 5 });
    const done = startAutoBet();
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(times).toHaveLength(5);
    expect(times.slice(1).map((at, index) => at - times[index]!)).toEqual([50, 50, 50, 50]);
  });

  it('starts the next round only once a slow answer has come', async () => {
    const times = answerRounds([false], { answerAfterMs: 80 });
    loadGame('limbo', limboUi as AnyGameUi);
    useAutoBet.setState({ games: 3 });
    const done = startAutoBet();
    await vi.advanceTimersByTimeAsync(79);
    expect(times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(times.slice(1).map((at, index) => at - times[index]!)).toEqual([80, 80]);
  });

  it('waits for a pending play, checking again every 100 ms', async () => {
    answerRounds([false]);
    loadGame('limbo', limboUi as AnyGameUi);
    useGameSession.setState({ pending: true });
    useAutoBet.setState({ games: 1 });
    const done = startAutoBet();
    await vi.advanceTimersByTimeAsync(350);
    expect(whispersOf('Play')).toHaveLength(0);
    useGameSession.setState({ pending: false });
    await vi.advanceTimersByTimeAsync(49); // the next check is at 400 ms
    expect(whispersOf('Play')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(whispersOf('Play')).toHaveLength(1);
    await done;
  });

  it('waits for the result animation (the answer delay) before the next round', async () => {
    const times: number[] = [];
    whisperHandlers.set('Play', () => {
      times.push(Date.now());
      return playAnswer({}, { delay: 300, win: false, profit: -1, payout: 0, multiplier: 0 });
    });
    loadGame('limbo', limboUi as AnyGameUi);
    useAutoBet.setState({ games: 2 });
    const done = startAutoBet();
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBe(300);
  });

  it('is not offered for games without auto-bet', async () => {
    answerRounds([false]);
    loadGame('mines', minesUi as AnyGameUi);
    await startAutoBet();
    expect(useAutoBet.getState().state).toBe('off');
    expect(whispersOf('Play')).toHaveLength(0);
  });
});

describe('auto-bet tab', () => {
  beforeEach(() => {
    resetAll();
  });
  afterEach(() => {
    stopAutoBet();
    cleanup();
  });

  it('runs the configured number of games from the Auto tab and locks the inputs meanwhile', async () => {
    answerRounds([false]);
    await renderGame('limbo');
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Auto' }));
    expect(screen.getByRole('tab', { name: 'Auto' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByLabelText('Number of games'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('Stop on win'));
    expect(useAutoBet.getState()).toMatchObject({ games: 3, stopOnWin: true });
    fireEvent.click(screen.getAllByLabelText('Increase by')[1]!);
    fireEvent.change(screen.getByLabelText('On loss percent'), { target: { value: '10' } });
    expect(useAutoBet.getState().loss).toEqual({ action: 'increase', value: 10 });

    // Whether the inputs are locked when each later round is sent (the first goes out with the click itself,
    // before any render), however fast the rounds come.
    const answer = whisperHandlers.get('Play')!;
    const lockedAtPlay: boolean[] = [];
    whisperHandlers.set('Play', (data) => {
      lockedAtPlay.push(
        (screen.getByLabelText('Bet amount') as HTMLInputElement).disabled &&
          (screen.getByRole('tab', { name: 'Manual' }) as HTMLButtonElement).disabled,
      );
      return answer(data);
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start autobet' })));
    await waitFor(() => expect(useAutoBet.getState().state).toBe('off'));
    expect(bets()).toEqual([0.5, 0.55, 0.605]);
    expect(lockedAtPlay.slice(1)).toEqual([true, true]);
    expect(screen.getByRole('button', { name: 'Start autobet' })).toBeTruthy();
  });

  it('stops on Stop', async () => {
    answerRounds([false]);
    await renderGame('limbo');
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Auto' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start autobet' })));
    await waitFor(() => expect(whispersOf('Play').length).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: 'Stop autobet' }));
    expect(useAutoBet.getState().state).toBe('off');
    const played = whispersOf('Play').length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(whispersOf('Play')).toHaveLength(played);
  });

  it('reloads the bets table at most once a second while it plays, and once more after its last round', async () => {
    answerRounds([false]);
    await renderGame('limbo');
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Auto' }));
    fireEvent.change(screen.getByLabelText('Number of games'), { target: { value: '6' } });
    const betPages = () => transport.request.mock.calls.filter(([, path]) => path === '/api/bets').length;
    await waitFor(() => expect(betPages()).toBe(1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start autobet' })));
    await waitFor(() => expect(useAutoBet.getState().state).toBe('off'));
    expect(whispersOf('Play')).toHaveLength(6);
    expect(betPages()).toBeLessThanOrEqual(2);
    await waitFor(() => expect(betPages()).toBe(3));
  });

  it('gives a guest the auth modal instead', async () => {
    signOut();
    answerRounds([false]);
    await renderGame('limbo');
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Auto' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start autobet' })));
    expect(useAuthModal.getState().view).toBe('auth');
    expect(useAutoBet.getState().state).toBe('off');
    expect(whispersOf('Play')).toHaveLength(0);
  });

  it('has no Auto tab to choose for a game without auto-bet', async () => {
    await renderGame('mines');
    expect((screen.getByRole('tab', { name: 'Auto' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
