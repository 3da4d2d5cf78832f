import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEST_RESPONSE, CODES, type User } from '@contract/index';
import { CookieClient, testApp, unique } from './host-helpers';

describe('QA controls over HTTP', () => {
  it('are a 404 on a host started without --qa, and it refuses the captcha test response', async () => {
    const { app } = await testApp({ qa: false });
    const client = new CookieClient(app);
    for (const [method, path] of [
      ['GET', '/__sim/now'],
      ['POST', '/__sim/advance'],
      ['POST', '/__sim/worlds'],
      ['POST', '/__sim/control/approveWithdrawal'],
    ] as const) {
      const answer = await client.call(method, path, method === 'POST' ? {} : undefined);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ code: CODES.notFound });
    }
    await client.primeCsrf();
    const signUp = await client.call('POST', '/auth/register', {
      email: 'nobody@mail.example',
      name: unique('nobody'),
      password: 'correct-horse',
      captcha: CAPTCHA_TEST_RESPONSE,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toMatchObject({ code: CODES.captchaFailed });
  });

  it('move the clock, inject a fault, and call an allowed control by name', async () => {
    const { app } = await testApp({ qa: true });
    const client = new CookieClient(app);
    const before = await client.call<{ now: number }>('GET', '/__sim/now');
    const after = await client.call<{ now: number }>('POST', '/__sim/advance', { ms: 3_600_000 });
    expect(after.status).toBe(200);
    expect(after.body.now - before.body.now).toBeGreaterThanOrEqual(3_600_000);
    expect((await client.call('POST', '/__sim/advance', { ms: -1 })).status).toBe(422);

    await client.signUp();
    const fault = await client.call('POST', '/__sim/fault', { type: 'sessionExpired', path: '/api/user' });
    expect(fault.status).toBe(200);
    expect((await client.call('GET', '/api/user')).status).toBe(419);
    expect((await client.call('GET', '/api/user')).status).toBe(200);
    expect((await client.call('POST', '/__sim/fault', { type: 'nonsense' })).status).toBe(422);

    const shock = await client.call('POST', '/__sim/control/marketShock', {
      args: ['nope', 5],
    });
    expect(shock.status).toBe(422);
    const code = await client.call<string | null>('POST', '/__sim/control/twoFactorCode', {
      args: ['twofa'],
    });
    expect(code.status).toBe(200);
    expect(code.body).toMatch(/^\d{6}$/);
    const cleared = await client.call('POST', '/__sim/control/clearFaults', { args: [] });
    expect(cleared).toMatchObject({ status: 200, body: null });
    expect((await client.call('POST', '/__sim/control/constructor', { args: [] })).status).toBe(404);
    expect((await client.call<{ code: string }>('GET', '/__sim/two-factor/twofa')).body.code).toBe(code.body);
    const provider = await client.call('POST', '/__sim/provider', { session: 'nope', method: 'balance' });
    expect(provider.status).toBe(200);
    expect(provider.body).toMatchObject({ ok: false });
  });

  it('keep worlds apart: a player signed up in world A is unknown in world B and in the default world', async () => {
    const { app, registry } = await testApp({ qa: true });
    const first = new CookieClient(app);
    const made = await first.call<{ world: string }>('POST', '/__sim/worlds', { seed: 'a', crowd: false });
    expect(made.status).toBe(200);
    expect(first.cookies.get('sim_world')).toBe(made.body.world);
    const user = await first.signUp();

    const second = new CookieClient(app);
    await second.call('POST', '/__sim/worlds', { seed: 'b', crowd: false });
    await second.primeCsrf();
    const login = { login: user.name, password: 'correct-horse', captcha: CAPTCHA_TEST_RESPONSE };
    expect((await second.call('POST', '/auth/login', login)).status).toBe(401);
    const onDefault = new CookieClient(app);
    await onDefault.primeCsrf();
    expect((await onDefault.call('POST', '/auth/login', login)).status).toBe(401);
    const again = await first.call<{ user: User }>('POST', '/auth/login', login);
    expect(again.status).toBe(200);

    const { db } = await registry.get(made.body.world)!.sim.context();
    const closed = await first.call('DELETE', `/__sim/worlds/${made.body.world}`);
    expect(closed.status).toBe(200);
    expect(await Dexie.exists(db.name)).toBe(false);
    const gone = await first.call('GET', '/api/user');
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: expect.stringContaining('Unknown world') });
  });
});
