// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CODES, HTTP } from '@contract/index';
import { pageReload, useSessionGuard, useTwoFactorGuard } from '../../../src/app/api/guards';
import { whisper } from '../../../src/app/api/whisper';
import { requestHandlers, resetAll, transport, whisperHandlers, whispersOf } from './fakes';

beforeEach(() => {
  resetAll();
  useSessionGuard.setState({ sessionExpired: false });
  useTwoFactorGuard.setState({ open: false, checking: false });
});
afterEach(() => vi.restoreAllMocks());

describe('whisper client', () => {
  it('sends the event and its data through the transport and returns the answer', async () => {
    whisperHandlers.set('GameData', () => ({ paytable: [], rtp: 0.99, minBet: 1e-8, maxBet: 20 }));
    const answer = await whisper('GameData', { api_id: 'limbo' });
    expect(answer.maxBet).toBe(20);
    expect(transport.whisper).toHaveBeenCalledWith('GameData', { api_id: 'limbo' });
  });

  it('opens the expired-session modal and reloads once on HTTP 419', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    whisperHandlers.set('Play', () => {
      throw new ApiError(HTTP.sessionExpired, { code: CODES.sessionExpired, message: 'expired' });
    });
    const play = { api_id: 'limbo', bet: 1, demo: false, currency: 'btc', quick: false, data: { target: 2 } };
    await expect(whisper('Play', play as never)).rejects.toBeInstanceOf(ApiError);
    expect(useSessionGuard.getState().sessionExpired).toBe(true);
    await expect(whisper('Play', play as never)).rejects.toBeInstanceOf(ApiError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('holds a call refused with -1024 and replays it after a valid two-factor code', async () => {
    let first = true;
    whisperHandlers.set('RestoreData', () => {
      if (first) {
        first = false;
        throw new ApiError(HTTP.forbidden, { code: CODES.twoFactorRequired, message: '2fa' });
      }
      return { game: null };
    });
    requestHandlers.set('POST /api/user/2fa_validate', () => ({ success: true }));
    const call = whisper('RestoreData', { api_id: 'mines' });
    await vi.waitFor(() => expect(useTwoFactorGuard.getState().open).toBe(true));
    expect(whispersOf('RestoreData')).toHaveLength(1);

    await expect(useTwoFactorGuard.getState().submit('123456')).resolves.toBe(true);
    await expect(call).resolves.toEqual({ game: null });
    expect(whispersOf('RestoreData')).toHaveLength(2);
  });
});
