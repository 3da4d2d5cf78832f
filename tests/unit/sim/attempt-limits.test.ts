/**
 * Attempt limits on the sim clock, kept in the world's database (so a reload or another tab sees them): wrong
 * passwords per login, wrong two-factor codes per session and per account (ATTEMPT_LIMITS).
 */
import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_LIMITS,
  ATTEMPT_MESSAGES,
  CAPTCHA_TEST_RESPONSE,
  CODES,
  HTTP,
  MESSAGES,
  TOTP_STEP_SECONDS,
  type ApiErrorBody,
  type User,
} from '@contract/index';
import { createManualClock, createSim } from '../../../src/sim/index';
import { totp } from '../../../src/sim/services/totp';
import { DEMO_ACCOUNTS } from '../../../src/sim/index';
import { FAST_PBKDF2, START_MS, login, startWorld, type World } from './world';

const MINUTE = 60_000;
const LOGIN = ATTEMPT_LIMITS.login;
const SESSION = ATTEMPT_LIMITS.twoFactorSession;
const ACCOUNT = ATTEMPT_LIMITS.twoFactorAccount;

const signIn = (world: World, name: string, password: string) =>
  world.call<{ user: User }>('POST', '/auth/login', {
    login: name,
    password,
    captcha: CAPTCHA_TEST_RESPONSE,
  });

const wrongCredentials = {
  status: HTTP.unauthorized,
  body: { code: CODES.wrongCredentials, message: MESSAGES.wrongCredentials },
};
const loginLocked = (minutes: number) => ({
  status: HTTP.tooManyRequests,
  body: { code: CODES.tooManyAttempts, message: ATTEMPT_MESSAGES.loginLocked(minutes) },
});

/** A six-digit code that none of the accepted time steps gives now. */
function wrongCode(world: World): string {
  const secret = DEMO_ACCOUNTS.find((account) => account.login === 'twofa')!.twoFactorSecret!;
  const now = world.clock.now();
  const valid = new Set([-1, 0, 1].map((step) => totp(secret, now + step * TOTP_STEP_SECONDS * 1000)));
  let code = 0;
  while (valid.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

const validate = (world: World, token: string, code: string) =>
  world.call('POST', '/api/user/2fa_validate', { code }, token);

describe('wrong passwords', () => {
  it(`locks a login for ${LOGIN.lockMs / MINUTE} minutes after ${LOGIN.maxFailures} wrong passwords, the right one included`, async () => {
    const world = await startWorld();
    for (let attempt = 1; attempt < LOGIN.maxFailures; attempt += 1)
      expect(await signIn(world, 'player', `wrong-${attempt}`)).toEqual(wrongCredentials);
    expect(await signIn(world, 'player', 'wrong-last')).toEqual(loginLocked(15));

    // The right password is refused during the lock, by login and by email alike; the minutes count down.
    expect(await signIn(world, 'player', 'player123')).toEqual(loginLocked(15));
    world.clock.advance(10 * MINUTE + 1);
    expect(await signIn(world, 'PLAYER', 'player123')).toEqual(loginLocked(5));
    world.clock.advance(4 * MINUTE);
    expect(await signIn(world, 'player', 'player123')).toEqual(loginLocked(1));

    world.clock.advance(LOGIN.lockMs);
    expect((await signIn(world, 'player', 'player123')).status).toBe(HTTP.ok);
    // Another account was never touched.
    expect((await signIn(world, 'admin', 'admin123')).status).toBe(HTTP.ok);
  });

  it('200 wrong passwords never let the right one in while locked', async () => {
    const world = await startWorld();
    for (let attempt = 0; attempt < 200; attempt += 1) await signIn(world, 'player', `guess-${attempt}`);
    expect((await signIn(world, 'player', 'player123')).status).toBe(HTTP.tooManyRequests);
  });

  it('counts failures within the window only, and a success clears them', async () => {
    const world = await startWorld();
    for (let attempt = 1; attempt < LOGIN.maxFailures; attempt += 1) await signIn(world, 'player', 'nope');
    world.clock.advance(LOGIN.windowMs + 1);
    expect(await signIn(world, 'player', 'nope')).toEqual(wrongCredentials);
    for (let attempt = 2; attempt < LOGIN.maxFailures; attempt += 1) await signIn(world, 'player', 'nope');
    expect((await signIn(world, 'player', 'player123')).status).toBe(HTTP.ok);
    expect(await signIn(world, 'player', 'nope')).toEqual(wrongCredentials);
  });

  it('locks an unknown login the same way, so that a lock tells nothing about which accounts exist', async () => {
    const world = await startWorld();
    for (let attempt = 1; attempt < LOGIN.maxFailures; attempt += 1)
      expect(await signIn(world, 'nobody-here', 'x1234')).toEqual(wrongCredentials);
    expect(await signIn(world, 'nobody-here', 'x1234')).toEqual(loginLocked(15));
  });

  it('a new password from the reset link lifts the lock', async () => {
    const world = await startWorld();
    for (let attempt = 0; attempt < LOGIN.maxFailures; attempt += 1) await signIn(world, 'player', 'nope');
    await world.call('POST', '/auth/resetPassword', { login: 'player' });
    const [mail] = await world.sim.control.outbox();
    const [user, token] = new URL(mail!.link, 'http://sim.localhost').pathname.split('/').slice(-2);
    const reset = await world.call('POST', '/auth/resetPassword/confirm', {
      user,
      token,
      password: 'brand-new-pass',
    });
    expect(reset.status).toBe(HTTP.ok);
    expect((await signIn(world, 'player', 'brand-new-pass')).status).toBe(HTTP.ok);
  });

  it('keeps the lock in the database: a new start of the same world is still locked', async () => {
    const clock = createManualClock(START_MS);
    const dbName = `sim-test-${crypto.randomUUID()}`;
    const options = { seed: 'attempts', clock, dbName, pbkdf2Iterations: FAST_PBKDF2, world: false };
    const body = (password: string) => ({ login: 'player', password, captcha: CAPTCHA_TEST_RESPONSE });
    const first = createSim(options);
    for (let attempt = 0; attempt < LOGIN.maxFailures; attempt += 1)
      await first.request({ method: 'POST', path: '/auth/login', body: body('nope') });
    await first.close();
    const second = createSim(options);
    const reply = await second.request({ method: 'POST', path: '/auth/login', body: body('player123') });
    await second.close();
    expect(reply.status).toBe(HTTP.tooManyRequests);
  });
});

describe('wrong two-factor codes', () => {
  it(`cools a session down after ${SESSION.maxFailures} wrong codes, the right one included`, async () => {
    const world = await startWorld();
    const { token } = await login(world, 'twofa', 'twofa123');
    for (let attempt = 1; attempt < SESSION.maxFailures; attempt += 1)
      expect((await validate(world, token, wrongCode(world))).body).toEqual({
        code: CODES.wrongTwoFactorCode,
        message: MESSAGES.wrongTwoFactorCode,
      });
    const cooled = await validate(world, token, wrongCode(world));
    const minutes = SESSION.lockMs / MINUTE;
    expect(cooled).toEqual({
      status: HTTP.tooManyRequests,
      body: { code: CODES.tooManyAttempts, message: ATTEMPT_MESSAGES.twoFactorLocked(minutes) },
    });
    const right = await world.sim.control.twoFactorCode('twofa');
    expect((await validate(world, token, right!)).status).toBe(HTTP.tooManyRequests);

    world.clock.advance(SESSION.lockMs);
    const code = await world.sim.control.twoFactorCode('twofa');
    expect((await validate(world, token, code!)).status).toBe(HTTP.ok);
    expect((await world.call('GET', '/api/user', undefined, token)).status).toBe(HTTP.ok);
  });

  it(`revokes a pending session after ${SESSION.revokeAfter} wrong codes`, async () => {
    const world = await startWorld();
    const { token } = await login(world, 'twofa', 'twofa123');
    let last: { status: number; body: unknown } | undefined;
    for (let attempt = 0; attempt < SESSION.revokeAfter; attempt += 1) {
      last = await validate(world, token, wrongCode(world));
      if (last.status === HTTP.tooManyRequests && attempt < SESSION.revokeAfter - 1)
        world.clock.advance(SESSION.lockMs);
    }
    expect(last).toEqual({
      status: HTTP.unauthorized,
      body: { code: CODES.tooManyAttempts, message: ATTEMPT_MESSAGES.twoFactorRevoked },
    });
    const code = await world.sim.control.twoFactorCode('twofa');
    expect((await validate(world, token, code!)).status).toBe(HTTP.unauthorized);
  });

  it('limits the account across sessions: new sign-ins do not buy new guesses', async () => {
    const world = await startWorld();
    let refused: ApiErrorBody | undefined;
    for (let attempt = 0; attempt < ACCOUNT.maxFailures; attempt += 1) {
      // A fresh session for every guess: the session's own limit never comes into play.
      const { token } = await login(world, 'twofa', 'twofa123');
      refused = (await validate(world, token, wrongCode(world))).body as ApiErrorBody;
    }
    expect(refused).toEqual({
      code: CODES.tooManyAttempts,
      message: ATTEMPT_MESSAGES.twoFactorLocked(ACCOUNT.lockMs / MINUTE),
    });
    const { token } = await login(world, 'twofa', 'twofa123');
    const code = await world.sim.control.twoFactorCode('twofa');
    expect((await validate(world, token, code!)).status).toBe(HTTP.tooManyRequests);
    world.clock.advance(ACCOUNT.lockMs);
    const later = await world.sim.control.twoFactorCode('twofa');
    expect((await validate(world, token, later!)).status).toBe(HTTP.ok);
  });

  it('3,000 guesses in a row are not 3,000 checks: at most the limit of wrong answers', async () => {
    const world = await startWorld();
    const { token } = await login(world, 'twofa', 'twofa123');
    let wrong = 0;
    for (let attempt = 0; attempt < 3000; attempt += 1) {
      const reply = await validate(world, token, wrongCode(world));
      if ((reply.body as ApiErrorBody).code === CODES.wrongTwoFactorCode) wrong += 1;
    }
    expect(wrong).toBeLessThan(SESSION.maxFailures);
  });
});
