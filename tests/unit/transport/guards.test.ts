// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type HttpMethod } from '@contract/index';
import { api, setTransport } from '../../../src/app/api/api';
import { pageReload, useSessionGuard, useTwoFactorGuard } from '../../../src/app/api/guards';
import type { Transport } from '../../../src/app/transport/types';

const challenge = () => new ApiError(403, { code: -1024, message: 'Two-factor authentication required' });
const expired = () => new ApiError(419, { code: 419, message: 'expired' });

/** A transport whose answers the test scripts per path. */
function scriptedTransport(answer: (method: HttpMethod, path: string, body: unknown) => unknown) {
  const request = vi.fn(async (method: HttpMethod, path: string, body?: unknown) => {
    const result = answer(method, path, body);
    if (result instanceof Error) throw result;
    return result;
  });
  const transport = {
    kind: 'sim',
    request,
    whisper: vi.fn(),
    setToken: vi.fn(),
    realtime: {},
  } as unknown as Transport;
  setTransport(transport);
  return request;
}

describe('HTTP 419', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSessionGuard.setState({ sessionExpired: false });
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the loading modal and reloads the page once only', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    scriptedTransport(() => expired());
    await expect(api('GET /api/user')).rejects.toMatchObject({ status: 419 });
    expect(useSessionGuard.getState().sessionExpired).toBe(true);
    await expect(api('GET /api/user')).rejects.toMatchObject({ status: 419 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again after a successful call has proved the session alive', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    let fail = true;
    scriptedTransport(() => (fail ? expired() : { ok: true }));
    await api('GET /api/user').catch(() => undefined);
    fail = false;
    await api('GET /api/user');
    fail = true;
    await api('GET /api/user').catch(() => undefined);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('two-factor challenge (-1024)', () => {
  let validCode = '123456';
  let passed = false;

  beforeEach(() => {
    passed = false;
    useTwoFactorGuard.setState({ open: false, checking: false });
    scriptedTransport((_method, path, body) => {
      if (path === '/api/user/2fa_validate') {
        if ((body as { code: string }).code !== validCode)
          return new ApiError(400, { code: 13, message: 'bad' });
        passed = true;
        return { success: true };
      }
      if (!passed) return challenge();
      return { path };
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('holds every failed call, opens one modal, and replays them all after a valid code', async () => {
    const user = api('GET /api/user');
    const bonus = api('POST /api/bonusBalance');
    await vi.waitFor(() => expect(useTwoFactorGuard.getState().open).toBe(true));
    let settled = false;
    void Promise.allSettled([user, bonus]).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    expect(await useTwoFactorGuard.getState().submit(validCode)).toBe(true);
    expect(useTwoFactorGuard.getState().open).toBe(false);
    await expect(user).resolves.toEqual({ path: '/api/user' });
    await expect(bonus).resolves.toEqual({ path: '/api/bonusBalance' });
  });

  it('keeps the calls held and the modal open after a wrong code', async () => {
    const user = api('GET /api/user');
    await vi.waitFor(() => expect(useTwoFactorGuard.getState().open).toBe(true));
    expect(await useTwoFactorGuard.getState().submit('000000')).toBe(false);
    expect(useTwoFactorGuard.getState()).toMatchObject({ open: true, checking: false });
    expect(await useTwoFactorGuard.getState().submit(validCode)).toBe(true);
    await expect(user).resolves.toEqual({ path: '/api/user' });
  });

  it('passes other errors to the caller untouched', async () => {
    validCode = 'unused';
    scriptedTransport(
      () => new ApiError(422, { code: 422, message: 'Invalid', errors: { email: ['Invalid email'] } }),
    );
    await expect(api('POST /api/user/updateEmail', { email: 'x' })).rejects.toMatchObject({ status: 422 });
    expect(useTwoFactorGuard.getState().open).toBe(false);
  });
});
