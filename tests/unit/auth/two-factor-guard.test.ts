// @vitest-environment jsdom
/**
 * The two-factor guard's side of the attempt limits: a refused code keeps its error for the modal's message,
 * and giving up the challenge (the session was ended) closes the modal and fails every held call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPT_MESSAGES, ApiError, CODES, HTTP, type HttpMethod } from '@contract/index';
import { api, setTransport } from '../../../src/app/api/api';
import { useTwoFactorGuard } from '../../../src/app/api/guards';
import type { Transport } from '../../../src/app/transport/types';

const challenge = () => new ApiError(HTTP.forbidden, { code: CODES.twoFactorRequired, message: 'required' });
const locked = new ApiError(HTTP.tooManyRequests, {
  code: CODES.tooManyAttempts,
  message: ATTEMPT_MESSAGES.twoFactorLocked(5),
});

beforeEach(() => {
  useTwoFactorGuard.setState({ open: false, checking: false, failure: null });
  const request = vi.fn(async (_method: HttpMethod, path: string) => {
    throw path === '/api/user/2fa_validate' ? locked : challenge();
  });
  setTransport({
    kind: 'sim',
    request,
    whisper: vi.fn(),
    setToken: vi.fn(),
    realtime: {},
  } as unknown as Transport);
});
afterEach(() => vi.restoreAllMocks());

describe('two-factor guard', () => {
  it('keeps the error of a refused code for the modal, and stays open', async () => {
    void api('GET /api/user').catch(() => undefined);
    await vi.waitFor(() => expect(useTwoFactorGuard.getState().open).toBe(true));
    expect(await useTwoFactorGuard.getState().submit('111111')).toBe(false);
    expect(useTwoFactorGuard.getState().failure).toBe(locked);
    expect(useTwoFactorGuard.getState().open).toBe(true);
  });

  it('cancel closes the modal and fails every held call with the given error', async () => {
    const user = api('GET /api/user');
    const bonus = api('POST /api/bonusBalance');
    await vi.waitFor(() => expect(useTwoFactorGuard.getState().open).toBe(true));
    const ended = new ApiError(HTTP.unauthorized, {
      code: CODES.tooManyAttempts,
      message: ATTEMPT_MESSAGES.twoFactorRevoked,
    });
    useTwoFactorGuard.getState().cancel(ended);
    expect(useTwoFactorGuard.getState().open).toBe(false);
    await expect(user).rejects.toBe(ended);
    await expect(bonus).rejects.toBe(ended);
  });
});
