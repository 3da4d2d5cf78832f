/**
 * Sign-in, sign-out, token sign-in, idle expiry (419) and the two-factor challenge (-1024) against the sim
 * (platform.md §4, §7, §8).
 */
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_TEST_RESPONSE,
  CODES,
  HTTP,
  MESSAGES,
  SIM_SESSION_IDLE_MS,
  TOTP_STEP_SECONDS,
  VALIDATION_TEXTS as T,
  type User,
} from '@contract/index';
import { totp } from '../../../src/sim/services/totp';
import { DEMO_ACCOUNTS } from '../../../src/sim/index';
import { PASSWORD, counts, errorBody, login, register, startWorld, type World } from './world';

const demo = (name: string) => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.login === name);
  if (!account) throw new Error(`no demo account ${name}`);
  return account;
};

const loginCall = (world: World, body: unknown) => world.call<{ user: User }>('POST', '/auth/login', body);

describe('login', () => {
  it('signs every demo account in with its fixture password, by login and by email', async () => {
    const world = await startWorld();
    for (const account of DEMO_ACCOUNTS) {
      const byLogin = await login(world, account.login, account.password);
      expect(byLogin.user.name).toBe(account.login);
      expect(byLogin.token).toMatch(/^[A-Za-z0-9]{48}$/);
      if (account.email) {
        const byEmail = await login(world, account.email.toUpperCase(), account.password);
        expect(byEmail.user._id).toBe(byLogin.user._id);
        expect(byEmail.token).not.toBe(byLogin.token);
      }
    }
  });

  it.each([
    ['a wrong password', 'player', 'player124'],
    ['a wrong password in another case', 'player', 'PLAYER123'],
    ['an unknown login', 'nobody-here', 'player123'],
    ['an unknown email', 'nobody@demo.example', 'player123'],
  ])('refuses %s with the wrong-credentials answer and no session', async (_, name, password) => {
    const world = await startWorld();
    const before = await counts(world);
    const reply = await loginCall(world, { login: name, password, captcha: CAPTCHA_TEST_RESPONSE });
    expect(reply.status).toBe(HTTP.unauthorized);
    expect(reply.body).toEqual({ code: CODES.wrongCredentials, message: MESSAGES.wrongCredentials });
    expect(await counts(world)).toEqual(before);
  });

  it.each([
    ['no login', { password: 'x' }, { login: [T.required] }],
    ['an empty login', { login: '  ', password: 'x' }, { login: [T.required] }],
    ['no password', { login: 'player' }, { password: [T.required] }],
    ['a number as password', { login: 'player', password: 123 }, { password: [T.required] }],
    ['nothing', {}, { login: [T.required], password: [T.required] }],
  ])('refuses %s with 422 and the required text', async (_, body, errors) => {
    const world = await startWorld();
    const before = await counts(world);
    const reply = await loginCall(world, { ...body, captcha: CAPTCHA_TEST_RESPONSE });
    expect(reply.status).toBe(HTTP.unprocessable);
    expect(errorBody(reply).errors).toEqual(errors);
    expect(await counts(world)).toEqual(before);
  });

  it('needs the captcha before checking the password', async () => {
    const world = await startWorld();
    const before = await counts(world);
    const missing = await loginCall(world, { login: 'player', password: 'player123' });
    expect(missing.status).toBe(HTTP.unprocessable);
    expect(errorBody(missing).message).toBe(MESSAGES.captchaMissing);
    const wrong = await loginCall(world, { login: 'player', password: 'player123', captcha: 'forged' });
    expect(wrong.status).toBe(HTTP.badRequest);
    expect(errorBody(wrong)).toEqual({ code: CODES.captchaFailed, message: MESSAGES.captchaFailed });
    expect(await counts(world)).toEqual(before);
  });

  it('signs a freshly registered user in, and the wire user carries the token but no secrets', async () => {
    const world = await startWorld();
    const account = await register(world);
    const again = await login(world, ` ${account.login.toUpperCase()} `, PASSWORD);
    expect(again.user._id).toBe(account.user._id);
    expect(again.user.token).toBe(again.token);
    expect(again.user).not.toHaveProperty('twoFactorSecret');
  });
});

describe('tokens', () => {
  it('GET /api/user needs a token: none, an unknown one and a revoked one answer 401', async () => {
    const world = await startWorld();
    const unauthenticated = { code: CODES.unauthenticated, message: MESSAGES.unauthenticated };
    expect(await world.call('GET', '/api/user')).toEqual({
      status: HTTP.unauthorized,
      body: unauthenticated,
    });
    expect(await world.call('GET', '/api/user', undefined, 'not-a-token')).toEqual({
      status: HTTP.unauthorized,
      body: unauthenticated,
    });

    const { token, user } = await login(world, 'player', 'player123');
    const me = await world.call<User>('GET', '/api/user', undefined, token);
    expect(me.status).toBe(HTTP.ok);
    expect(me.body._id).toBe(user._id);

    expect((await world.call('GET', '/auth/logout', undefined, token)).status).toBe(HTTP.ok);
    expect(await world.call('GET', '/api/user', undefined, token)).toEqual({
      status: HTTP.unauthorized,
      body: unauthenticated,
    });
    expect((await world.call('POST', '/auth/loginViaToken', { token })).status).toBe(HTTP.unauthorized);
  });

  it('logout ends only its own session', async () => {
    const world = await startWorld();
    const first = await login(world, 'player', 'player123');
    const second = await login(world, 'player', 'player123');
    await world.call('GET', '/auth/logout', undefined, first.token);
    expect((await world.call('GET', '/api/user', undefined, first.token)).status).toBe(HTTP.unauthorized);
    expect((await world.call('GET', '/api/user', undefined, second.token)).status).toBe(HTTP.ok);
  });

  it('loginViaToken answers the user of a live token and refuses malformed bodies', async () => {
    const world = await startWorld();
    const { token, user } = await login(world, 'admin', 'admin123');
    const reply = await world.call<{ user: User }>('POST', '/auth/loginViaToken', { token });
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body.user).toMatchObject({ _id: user._id, token, name: 'admin' });

    for (const body of [{}, { token: '' }, { token: 5 }, 'token', null]) {
      const bad = await world.call('POST', '/auth/loginViaToken', body);
      expect(bad.status).toBe(HTTP.unprocessable);
    }
    expect((await world.call('POST', '/auth/loginViaToken', { token: 'x'.repeat(48) })).status).toBe(
      HTTP.unauthorized,
    );
  });

  it('a session idle longer than SIM_SESSION_IDLE_MS answers 419; activity keeps it alive', async () => {
    const world = await startWorld();
    const { token } = await login(world, 'player', 'player123');
    const expired = {
      status: HTTP.sessionExpired,
      body: { code: CODES.sessionExpired, message: MESSAGES.sessionExpired },
    };

    // Exactly the idle time is still alive, and each call restarts the idle time.
    world.clock.advance(SIM_SESSION_IDLE_MS);
    expect((await world.call('GET', '/api/user', undefined, token)).status).toBe(HTTP.ok);
    world.clock.advance(SIM_SESSION_IDLE_MS - 1);
    expect((await world.call('POST', '/auth/update', undefined, token)).status).toBe(HTTP.ok);

    world.clock.advance(SIM_SESSION_IDLE_MS + 1);
    expect(await world.call('GET', '/api/user', undefined, token)).toEqual(expired);
    expect(await world.call('POST', '/auth/loginViaToken', { token })).toEqual(expired);
    // It stays expired: a refused call does not revive it.
    expect(await world.call('GET', '/api/user', undefined, token)).toEqual(expired);

    // A new login works.
    const fresh = await login(world, 'player', 'player123');
    expect((await world.call('GET', '/api/user', undefined, fresh.token)).status).toBe(HTTP.ok);
  });

  it('public routes ignore an expired token', async () => {
    const world = await startWorld();
    const { token } = await login(world, 'player', 'player123');
    world.clock.advance(SIM_SESSION_IDLE_MS + 1);
    const currencies = await world.call<Array<{ balance: { real: number } }>>(
      'POST',
      '/api/data/currencies',
      undefined,
      token,
    );
    expect(currencies.status).toBe(HTTP.ok);
    expect(currencies.body.every((currency) => currency.balance.real === 0)).toBe(true);
  });
});

describe('two-factor (code -1024)', () => {
  const twoFactor = {
    status: HTTP.forbidden,
    body: { code: CODES.twoFactorRequired, message: MESSAGES.twoFactorRequired },
  };

  /** A six-digit code that is none of the codes accepted now (current step and one either side). */
  function wrongCode(secret: string, now: number): string {
    const valid = new Set([-1, 0, 1].map((step) => totp(secret, now + step * TOTP_STEP_SECONDS * 1000)));
    let code = Number(totp(secret, now));
    do code = (code + 1) % 1_000_000;
    while (valid.has(String(code).padStart(6, '0')));
    return String(code).padStart(6, '0');
  }

  it('holds every gated route until the right code, then lets them through', async () => {
    const world = await startWorld();
    const secret = demo('twofa').twoFactorSecret!;
    const { token, user } = await login(world, 'twofa', 'twofa123');
    expect(user.two_factor_enabled).toBe(true);

    expect(await world.call('GET', '/api/user', undefined, token)).toEqual(twoFactor);
    expect(await world.call('POST', '/auth/update', undefined, token)).toEqual(twoFactor);
    expect(await world.call('POST', '/api/user/demo', { currency: 'btc' }, token)).toEqual(twoFactor);
    expect(await world.call('POST', '/api/bonusBalance', undefined, token)).toEqual(twoFactor);
    expect(
      await world.call(
        'POST',
        '/broadcasting/auth',
        { socket_id: '1.1', channel_name: `private-App.User.${user._id}` },
        token,
      ),
    ).toEqual(twoFactor);
    // Public routes see a guest meanwhile: no balances.
    const currencies = await world.call<Array<{ id: string; balance: { real: number } }>>(
      'POST',
      '/api/data/currencies',
      undefined,
      token,
    );
    expect(currencies.body.find((currency) => currency.id === 'usdt')?.balance.real).toBe(0);

    const bad = await world.call(
      'POST',
      '/api/user/2fa_validate',
      { code: wrongCode(secret, world.clock.now()) },
      token,
    );
    expect(bad).toEqual({
      status: HTTP.badRequest,
      body: { code: CODES.wrongTwoFactorCode, message: MESSAGES.wrongTwoFactorCode },
    });
    expect(await world.call('GET', '/api/user', undefined, token)).toEqual(twoFactor);

    for (const code of ['12345', '1234567', 'abcdef', 123456, '']) {
      const malformed = await world.call('POST', '/api/user/2fa_validate', { code }, token);
      expect(malformed.status).toBe(HTTP.unprocessable);
      expect(errorBody(malformed).errors).toEqual({ code: [T.twoFactorCode] });
    }

    const code = await world.sim.control.twoFactorCode('twofa');
    expect(code).toBe(totp(secret, world.clock.now()));
    const ok = await world.call('POST', '/api/user/2fa_validate', { code }, token);
    expect(ok).toEqual({ status: HTTP.ok, body: { success: true } });

    const me = await world.call<User>('GET', '/api/user', undefined, token);
    expect(me.status).toBe(HTTP.ok);
    expect(me.body.name).toBe('twofa');
    const currenciesAfter = await world.call<Array<{ id: string; balance: { real: number } }>>(
      'POST',
      '/api/data/currencies',
      undefined,
      token,
    );
    expect(currenciesAfter.body.find((currency) => currency.id === 'usdt')?.balance.real).toBe(100);
  });

  it('accepts the code of the neighbouring time step (clock drift) but not one two steps away', async () => {
    const world = await startWorld();
    const secret = demo('twofa').twoFactorSecret!;
    const step = TOTP_STEP_SECONDS * 1000;
    const first = await login(world, 'twofa', 'twofa123');
    const previous = totp(secret, world.clock.now() - step);
    expect((await world.call('POST', '/api/user/2fa_validate', { code: previous }, first.token)).status).toBe(
      HTTP.ok,
    );

    const second = await login(world, 'twofa', 'twofa123');
    const old = totp(secret, world.clock.now() - 2 * step);
    // The clock is fixed, so this is a fixed fact, not luck: that old code is none of the accepted ones.
    const accepted = [-1, 0, 1].map((k) => totp(secret, world.clock.now() + k * step));
    expect(accepted).not.toContain(old);
    const reply = await world.call('POST', '/api/user/2fa_validate', { code: old }, second.token);
    expect(errorBody(reply).code).toBe(CODES.wrongTwoFactorCode);
  });

  it('passing the challenge on one session does not pass another', async () => {
    const world = await startWorld();
    const a = await login(world, 'twofa', 'twofa123');
    const b = await login(world, 'twofa', 'twofa123');
    const code = await world.sim.control.twoFactorCode('twofa');
    await world.call('POST', '/api/user/2fa_validate', { code }, a.token);
    expect((await world.call('GET', '/api/user', undefined, a.token)).status).toBe(HTTP.ok);
    expect(await world.call('GET', '/api/user', undefined, b.token)).toEqual(twoFactor);
  });

  it('a guest cannot validate a code, and a pending session can log out', async () => {
    const world = await startWorld();
    const code = await world.sim.control.twoFactorCode('twofa');
    expect((await world.call('POST', '/api/user/2fa_validate', { code })).status).toBe(HTTP.unauthorized);
    const { token } = await login(world, 'twofa', 'twofa123');
    expect((await world.call('GET', '/auth/logout', undefined, token)).status).toBe(HTTP.ok);
    expect((await world.call('POST', '/api/user/2fa_validate', { code }, token)).status).toBe(
      HTTP.unauthorized,
    );
  });

  it('an account without two-factor is never challenged and has no code', async () => {
    const world = await startWorld();
    expect(await world.sim.control.twoFactorCode('player')).toBeNull();
    expect(await world.sim.control.twoFactorCode('nobody')).toBeNull();
    const { token } = await login(world, 'player', 'player123');
    expect((await world.call('GET', '/api/user', undefined, token)).status).toBe(HTTP.ok);
  });
});
