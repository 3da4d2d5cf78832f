// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { ApiError, HTTP, TELEGRAM_ERRORS } from '@contract/index';
import { TelegramAuthOverlay, useSession } from '../../../src/app/features/auth';
import {
  emulateTelegramWebApp,
  hashWebAppData,
  isTelegramMode,
  signInFromTelegram,
} from '../../../src/app/features/auth/telegram/telegram';
import { answer, bodiesOf, resetFakeApi } from './fakes/api';
import { makeUser } from './fakes/user';

vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/api/guards', () => import('./fakes/guards'));
vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));

type TelegramWindow = Window & { Telegram?: unknown };
const INIT_DATA = 'query_id=AA1&user=%7B%22id%22%3A7%7D&auth_date=1700000000&hash=abc';

beforeEach(() => {
  resetFakeApi();
  vi.mocked(toast.error).mockClear();
  delete (window as TelegramWindow).Telegram;
  window.location.hash = `tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=7.0`;
  useSession.setState({ user: null, token: null, status: 'guest' });
  answer('GET /auth/logout', () => ({ success: true }));
  answer('GET /api/user', () => makeUser({ telegram_id: 7 }));
});
afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('Telegram mode', () => {
  it('reads the URL-decoded initData from the hash', () => {
    expect(hashWebAppData()).toBe(INIT_DATA);
    expect(hashWebAppData('#other=1')).toBeNull();
  });

  it('needs both the Telegram object and the hash marker', () => {
    expect(isTelegramMode()).toBe(false);
    emulateTelegramWebApp();
    expect(isTelegramMode()).toBe(true);
    window.location.hash = '';
    expect(isTelegramMode()).toBe(false);
  });

  it('shows the overlay, logs the current user out, signs in with the generated token, then hides', async () => {
    useSession.getState().startSession(makeUser({ name: 'previous' }), 'old-token');
    answer('POST /api/telegram/generateToken', () => ({ token: 'tg-token' }));
    answer('POST /auth/loginViaToken', ({ token }) => ({ user: makeUser({ token: `session-${token}` }) }));

    render(<TelegramAuthOverlay />);
    expect(screen.getByRole('status').textContent).toContain('Telegram');

    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(bodiesOf('GET /auth/logout')).toHaveLength(1);
    expect(bodiesOf('POST /api/telegram/generateToken')).toEqual([{ initData: INIT_DATA }]);
    expect(bodiesOf('POST /auth/loginViaToken')).toEqual([{ token: 'tg-token' }]);
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', token: 'session-tg-token' });
  });

  it('toasts the Telegram failure text when the token cannot be generated', async () => {
    emulateTelegramWebApp();
    answer('POST /api/telegram/generateToken', () => {
      throw new ApiError(HTTP.forbidden, { code: 15, message: 'bad initData' });
    });
    await signInFromTelegram();
    expect(toast.error).toHaveBeenCalledWith(TELEGRAM_ERRORS.failed);
    expect(useSession.getState().status).toBe('guest');
  });
});
