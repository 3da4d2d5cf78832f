// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { PLAY_ERRORS } from '@contract/index';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import {
  playAnswer,
  playError,
  renderGame,
  resetAll,
  signOut,
  turnAnswer,
  whisperHandlers,
  whispersOf,
} from './fakes';

vi.mock('../../../src/app/components/toast', () => ({
  toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  resetAll();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.warning).mockClear();
});
afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function playFailing(error: unknown) {
  whisperHandlers.set('Play', () => {
    throw error;
  });
  const view = await renderGame('limbo');
  fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '1' } });
  await act(async () => fireEvent.click(button('Play')));
  return view;
}

const authModal = () => useAuthModal.getState().view;

describe('play validation codes', () => {
  it('-2 opens the auth modal with an auth error', async () => {
    await playFailing(playError(-2));
    expect(authModal()).toBe('auth');
    expect(toast.error).toHaveBeenCalledWith(PLAY_ERRORS['-2']);
    expect(button('Play').disabled).toBe(false);
  });

  it('-7 sends a guest to the auth modal', async () => {
    signOut();
    await playFailing(playError(-7));
    expect(authModal()).toBe('auth');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('-7 is an error toast for a signed-in player', async () => {
    await playFailing(playError(-7));
    expect(authModal()).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(PLAY_ERRORS['-7']);
  });

  it.each([
    [-6, PLAY_ERRORS['-6']],
    [-99, PLAY_ERRORS['-99']],
  ])('%i is a warning', async (code, text) => {
    await playFailing(playError(code));
    expect(toast.warning).toHaveBeenCalledWith(text);
    expect(toast.error).not.toHaveBeenCalled();
    expect(authModal()).toBeNull();
  });

  it.each([-8, 0])('%i is silent', async (code) => {
    await playFailing(playError(code));
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
    expect(authModal()).toBeNull();
    expect(button('Play').disabled).toBe(false);
  });

  it.each([
    [-1, PLAY_ERRORS['-1']],
    [-9, PLAY_ERRORS['-9']],
    [-10, PLAY_ERRORS['-10']],
  ])('%i is an error toast with the catalogue text', async (code, text) => {
    await playFailing(playError(code));
    expect(toast.error).toHaveBeenCalledWith(text);
  });

  it('a code of 1 or above with no handler of the game is an unknown error with the code', async () => {
    await playFailing(playError(2, 'callback'));
    expect(toast.error).toHaveBeenCalledWith('Unknown error (code 2)');
  });

  it('a server error shows its message with the code appended and returns the player to /', async () => {
    const { router } = await playFailing(playError(77, 'Database unavailable', 500));
    expect(toast.error).toHaveBeenCalledWith('Database unavailable (77)');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Casino home' })).toBeTruthy();
  });

  it('a failure without a code shows its message alone and returns to /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await playFailing(new Error('Network unreachable'));
    expect(toast.error).toHaveBeenCalledWith('Network unreachable');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('turn errors', () => {
  it('sends a turn again on whisper code 0, then goes on', async () => {
    whisperHandlers.set('Play', () =>
      playAnswer({ type: 'extended' }, { status: 'in-progress', win: false, profit: 0 }),
    );
    let failures = 1;
    whisperHandlers.set('Turn', () => {
      if (failures-- > 0) throw playError(0, 'retry');
      return turnAnswer({}, { status: 'in-progress', profit: 0.2 });
    });
    await renderGame('mines');
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '1' } });
    await act(async () => fireEvent.click(button('Play')));
    await act(async () => fireEvent.click(button('Reveal tile 3')));
    expect(whispersOf('Turn')).toHaveLength(2);
    expect(button('Take 0.20000000')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a refused turn (-6) warns and keeps the game in progress', async () => {
    whisperHandlers.set('Play', () =>
      playAnswer({ type: 'extended' }, { status: 'in-progress', win: false, profit: 0 }),
    );
    whisperHandlers.set('Turn', () => {
      throw playError(-6);
    });
    await renderGame('mines');
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '1' } });
    await act(async () => fireEvent.click(button('Play')));
    await act(async () => fireEvent.click(button('Reveal tile 3')));
    expect(toast.warning).toHaveBeenCalledWith(PLAY_ERRORS['-6']);
    expect(button('Cancel').disabled).toBe(false);
  });
});
