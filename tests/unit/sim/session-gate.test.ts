/**
 * One door for every call: the HTTP routes and the whisper path read a token the same way (401 unknown, 419
 * expired, 403 -1024 while two-factor is pending), check its type first, and answer an envelope, never a
 * rejection (ARCHITECTURE.md "Wire conventions").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODES, HTTP, MESSAGES, SIM_SESSION_IDLE_MS, type User } from '@contract/index';
import { createWhisper } from '../../../src/sim/whisper';
import { counts, login, startWorld, type World } from './world';

const unauthenticated = {
  status: HTTP.unauthorized,
  body: { code: CODES.unauthenticated, message: MESSAGES.unauthenticated },
};
const expired = {
  status: HTTP.sessionExpired,
  body: { code: CODES.sessionExpired, message: MESSAGES.sessionExpired },
};
const twoFactor = {
  status: HTTP.forbidden,
  body: { code: CODES.twoFactorRequired, message: MESSAGES.twoFactorRequired },
};

const demoLimbo = {
  api_id: 'limbo',
  bet: 1,
  demo: true,
  currency: 'usdt',
  quick: false,
  data: { target: 2 },
};

const whisper = (world: World, token: unknown, event: unknown, data?: unknown) =>
  world.sim.whisper({ token, event, data } as never);

afterEach(() => vi.restoreAllMocks());

describe('POST /auth/loginViaToken', () => {
  it('answers 403 -1024 for a token still waiting for its two-factor code, the user once it is given', async () => {
    const world = await startWorld();
    const { token } = await login(world, 'twofa', 'twofa123');
    expect(await world.call('POST', '/auth/loginViaToken', { token })).toEqual(twoFactor);

    const code = await world.sim.control.twoFactorCode('twofa');
    expect((await world.call('POST', '/api/user/2fa_validate', { code }, token)).status).toBe(HTTP.ok);
    const reply = await world.call<{ user: User }>('POST', '/auth/loginViaToken', { token });
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body.user).toMatchObject({ name: 'twofa', token });
  });
});

describe('whisper reads the token as the private routes do', () => {
  it.each([
    ['expired', expired],
    ['two-factor pending', twoFactor],
    ['unknown', unauthenticated],
  ] as const)('an %s token: the same answer as GET /api/user, and no bet', async (state, answer) => {
    const world = await startWorld();
    let token = 'x'.repeat(48);
    if (state === 'expired') {
      token = (await login(world, 'player', 'player123')).token;
      world.clock.advance(SIM_SESSION_IDLE_MS + 1);
    } else if (state === 'two-factor pending') {
      token = (await login(world, 'twofa', 'twofa123')).token;
    }
    const before = await counts(world);
    const http = await world.call('GET', '/api/user', undefined, token);
    expect(http).toEqual(answer);
    for (const event of ['Play', 'RestoreData', 'Info', 'ChatMessage', 'SupportMessage'])
      expect(await whisper(world, token, event, demoLimbo)).toMatchObject(answer);
    expect(await counts(world)).toEqual(before);
    const { db } = await world.sim.context();
    expect(await db.bets.count()).toBe(0);
  });

  it('no token is a guest where guests are allowed: a demo Play succeeds', async () => {
    const world = await startWorld();
    for (const token of [undefined, null, '']) {
      const reply = await whisper(world, token, 'Play', demoLimbo);
      expect(reply.status).toBe(HTTP.ok);
    }
  });

  it.each([
    ['an object', {}],
    ['an array', ['token']],
    ['a number', 42],
    ['a boolean', true],
  ])('refuses %s as token with a 401 envelope, never a rejection', async (_, token) => {
    const world = await startWorld();
    expect(await whisper(world, token, 'RestoreData', {})).toMatchObject(unauthenticated);
    expect(await whisper(world, token, 'Play', demoLimbo)).toMatchObject(unauthenticated);
  });

  it('an object with a hidden token and a userId does not play as that user', async () => {
    const world = await startWorld();
    const player = await login(world, 'player', 'player123');
    const forged = Object.defineProperty({ userId: player.user._id }, 'token', {
      value: player.token,
      enumerable: false,
    });
    const before = await counts(world);
    const reply = await whisper(world, forged, 'Play', { ...demoLimbo, demo: false });
    expect(reply).toMatchObject(unauthenticated);
    expect(await counts(world)).toEqual(before);
  });

  it('a request that is not an object is a 4xx envelope', async () => {
    const world = await startWorld();
    for (const request of [undefined, null, 'Play', 7]) {
      const reply = await world.sim.whisper(request as never);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
  });

  it("answers a handler's bug with the router's 500 envelope and logs it", async () => {
    const world = await startWorld();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handlers = {
      Broken: async () => {
        throw new TypeError('boom');
      },
    };
    const answer = await createWhisper(await world.sim.context(), handlers)({ token: null, event: 'Broken' });
    expect(answer).toMatchObject({
      status: HTTP.serverError,
      body: { code: CODES.generic, message: MESSAGES.internal },
    });
    expect(logged).toHaveBeenCalled();
  });
});
