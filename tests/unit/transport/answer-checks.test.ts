/**
 * The seam checks the answers the client relies on against the contract's answer schemas, per route, above
 * both transports: a malformed user, token or balance is an ApiError, extra fields pass, other routes pass.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/index';
import { withAnswerChecks } from '../../../src/app/transport/answer-checks';
import type { RealtimeConnection, Transport } from '../../../src/app/transport/types';
import { makeUser } from '../auth/fakes/user';
import { apiFailure } from './helpers';

/** A transport answering every request with the given body, as a 2xx answer. */
function answering(body: unknown): Transport {
  return {
    kind: 'http',
    realtime: {} as RealtimeConnection,
    trading: {} as RealtimeConnection,
    setToken: () => undefined,
    request: async <T>() => body as T,
    whisper: async <T>() => body as T,
  };
}

describe('answer checks at the seam', () => {
  it('turns a malformed user into an ApiError that names the route and the field', async () => {
    const transport = withAnswerChecks(answering({ ...makeUser(), _id: 42 }));
    const error = await apiFailure(transport.request('GET', '/api/user'));
    expect(error).toMatchObject({ status: 0, code: 0, message: MESSAGES.unreadableAnswer });
    expect((error.cause as Error).message).toMatch(/^GET \/api\/user: _id: /);
  });

  it('turns a login answer without a session token into an ApiError', async () => {
    const transport = withAnswerChecks(answering({ user: makeUser({ token: undefined }) }));
    const error = await apiFailure(transport.request('POST', '/auth/login', {}));
    expect((error.cause as Error).message).toMatch(/user\.token/);
  });

  it('turns an HTML page where a user was expected into an ApiError', async () => {
    const transport = withAnswerChecks(answering('<!doctype html><p>Maintenance</p>'));
    await apiFailure(transport.request('POST', '/auth/update'));
  });

  it('turns a balance that is no number into an ApiError', async () => {
    const transport = withAnswerChecks(answering({ currency: 'btc', balance: { real: '0.5', demo: 1 } }));
    await apiFailure(transport.request('POST', '/api/user/demo', { currency: 'btc' }));
  });

  it('lets extra fields through untouched', async () => {
    const user = { ...makeUser(), country: 'MT', preferences: { sound: true } };
    const transport = withAnswerChecks(answering({ user, session_expires_in: 7200 }));
    await expect(transport.request('POST', '/auth/login', {})).resolves.toEqual({
      user,
      session_expires_in: 7200,
    });
  });

  it('passes the answers of routes without a schema, and game calls, as they are', async () => {
    const transport = withAnswerChecks(answering('anything'));
    await expect(transport.request('POST', '/api/user/verifyEmail')).resolves.toBe('anything');
    await expect(transport.whisper('Info', {})).resolves.toBe('anything');
  });

  it('keeps the transport kind, both realtime connections and configuration', () => {
    const inner = {
      ...answering(null),
      config: { kind: 'sim' as const, seed: 's', clockRate: 1, world: true },
    };
    const checked = withAnswerChecks(inner);
    expect(checked.realtime).toBe(inner.realtime);
    expect(checked.trading).toBe(inner.trading);
    expect(checked).toMatchObject({ kind: 'http', config: inner.config });
    expect(withAnswerChecks({ ...inner, trading: null }).trading).toBeNull();
  });
});
