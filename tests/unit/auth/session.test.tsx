// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CODES, HTTP } from '@contract/index';
import { loginViaToken, useSession } from '../../../src/app/features/auth';
import { signInWithToken } from '../../../src/app/features/auth/session/sign-in';
import { answer, bodiesOf, resetFakeApi, transport } from './fakes/api';
import { makeUser } from './fakes/user';

vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/api/guards', () => import('./fakes/guards'));

const KEY = 'betkings:session';
const unauthorized = () =>
  new ApiError(HTTP.unauthorized, { code: 401, message: 'Please login to your account.' });

/** jsdom is served from localhost by default, which the spec treats as an exception. */
function serveFrom(url: string) {
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({
    url,
  });
}

beforeEach(() => {
  resetFakeApi();
  localStorage.clear();
  useSession.setState({ user: null, token: null, status: 'booting' });
  serveFrom('http://127.0.0.1:4173/');
});
afterEach(() => serveFrom('http://localhost:3000/'));

describe('session store', () => {
  it('boots as a guest without a stored session', async () => {
    await useSession.getState().bootstrap();
    expect(useSession.getState()).toMatchObject({ status: 'guest', user: null, token: null });
  });

  it('restores the stored token and loads the user', async () => {
    localStorage.setItem(KEY, JSON.stringify({ user: { token: 'stored' } }));
    answer('GET /api/user', () => makeUser({ token: undefined }));
    await useSession.getState().bootstrap();

    expect(transport.setToken).toHaveBeenCalledWith('stored');
    expect(transport.realtime.reconnect).toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({
      status: 'signedIn',
      token: 'stored',
      user: { name: 'alice' },
    });
    // Only the token and the user's id and name are kept.
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({
      user: { token: 'stored', _id: 'u1', name: 'alice' },
    });
  });

  it('logs out when loading the user fails', async () => {
    localStorage.setItem(KEY, JSON.stringify({ user: { token: 'stale' } }));
    answer('GET /api/user', () => {
      throw unauthorized();
    });
    await useSession.getState().bootstrap();
    expect(useSession.getState()).toMatchObject({ status: 'guest', token: null });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(transport.setToken).toHaveBeenLastCalledWith(null);
  });

  it('on localhost boots as a guest but keeps the stored session when the user cannot be loaded', async () => {
    serveFrom('http://localhost:5173/');
    localStorage.setItem(KEY, JSON.stringify({ user: { token: 'stored' } }));
    answer('GET /api/user', () => {
      throw unauthorized();
    });
    await useSession.getState().bootstrap();
    expect(useSession.getState()).toMatchObject({ status: 'guest', token: null });
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('keeps the session on localhost when the user update fails', async () => {
    serveFrom('http://localhost:5173/');
    useSession.getState().startSession(makeUser(), 'token-1');
    answer('POST /auth/update', () => {
      throw unauthorized();
    });
    await useSession.getState().refreshUser();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', token: 'token-1' });
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('keeps the session when the user update gets no answer (offline, or aborted by a navigation)', async () => {
    useSession.getState().startSession(makeUser(), 'token-1');
    answer('POST /auth/update', () => {
      throw new ApiError(0, { code: CODES.generic, message: 'Failed to fetch' });
    });
    await useSession.getState().refreshUser();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', token: 'token-1' });
    expect(localStorage.getItem(KEY)).not.toBeNull();

    // Booting without an answer: a guest for this page, the stored session kept for the next one.
    useSession.setState({ user: null, token: null, status: 'booting' });
    answer('GET /api/user', () => {
      throw new ApiError(0, { code: CODES.generic, message: 'Failed to fetch' });
    });
    await useSession.getState().bootstrap();
    expect(useSession.getState()).toMatchObject({ status: 'guest', token: null });
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('refreshes the user through the update call', async () => {
    useSession.getState().startSession(makeUser({ email: null }), 'token-1');
    answer('POST /auth/update', () => ({ user: makeUser({ email: 'new@example.com' }) }));
    await useSession.getState().refreshUser();
    expect(useSession.getState().user?.email).toBe('new@example.com');
  });

  it('logs out through the server, clears token and user, and reconnects as a guest', async () => {
    useSession.getState().startSession(makeUser(), 'token-1');
    transport.realtime.reconnect.mockClear();
    answer('GET /auth/logout', () => ({ success: true }));
    await useSession.getState().logout();

    expect(bodiesOf('GET /auth/logout')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ status: 'guest', user: null, token: null });
    expect(transport.setToken).toHaveBeenLastCalledWith(null);
    expect(transport.realtime.reconnect).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops a user answer that arrives after the session changed', async () => {
    let finish!: (user: ReturnType<typeof makeUser>) => void;
    answer('GET /api/user', () => new Promise((resolve) => (finish = resolve)));
    useSession.getState().startSession(makeUser(), 'old');
    const loading = useSession.getState().loadUser();
    useSession.getState().startSession(makeUser({ _id: 'u2', name: 'bob' }), 'new');
    finish(makeUser({ name: 'stale' }));
    await loading;
    expect(useSession.getState().user?.name).toBe('bob');
  });

  it('a token sign-in is sent as that token, so that a two-factor challenge on it is answered for it', async () => {
    const bearerAtCall: unknown[] = [];
    answer('POST /auth/loginViaToken', () => {
      bearerAtCall.push(transport.setToken.mock.lastCall?.[0]);
      throw unauthorized();
    });
    await expect(signInWithToken('pending-token')).rejects.toBeInstanceOf(ApiError);
    expect(bearerAtCall).toEqual(['pending-token']);
    // A failed sign-in leaves the transport with the session it had (none).
    expect(transport.setToken.mock.lastCall?.[0]).toBeNull();
    expect(useSession.getState().status).not.toBe('signedIn');
  });

  it('signs in with a token, and reloads the page when that fails', async () => {
    answer('POST /auth/loginViaToken', ({ token }) => ({
      user: makeUser({ token: `session-for-${token}` }),
    }));
    answer('GET /api/user', () => makeUser());
    await loginViaToken('one-time');
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', token: 'session-for-one-time' });

    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      answer('POST /auth/loginViaToken', () => {
        throw unauthorized();
      });
      await loginViaToken('bad');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
