import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODES, MESSAGES, type User } from '@contract/index';
import { CookieClient, testApp } from './host-helpers';

describe('the Node host over HTTP', () => {
  it('forwards a contract route with the wire status, JSON body and the server time headers', async () => {
    const { app } = await testApp();
    const client = new CookieClient(app);
    const answer = await client.call('GET', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: CODES.notFound, message: MESSAGES.notFound });
    const serverTime = Number(answer.headers.get('x-server-time'));
    expect(Number.isSafeInteger(serverTime)).toBe(true);
    expect(answer.headers.get('date')).toBe(new Date(serverTime).toUTCString());
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses a state-changing call without X-XSRF-TOKEN with 419, and accepts it after the cookie flow', async () => {
    const { app } = await testApp();
    const client = new CookieClient(app);
    const refused = await client.call('POST', '/api/data/currencies', {});
    expect(refused.status).toBe(419);
    expect(refused.body).toEqual({ code: CODES.sessionExpired, message: MESSAGES.sessionExpired });

    const cookie = await client.call('GET', '/sanctum/csrf-cookie');
    expect(cookie.status).toBe(204);
    // The host's own answers tell the sim's time too: the client's server clock reads every answer.
    expect(cookie.headers.get('x-server-time')).toMatch(/^\d+$/);
    expect(refused.headers.get('x-server-time')).toMatch(/^\d+$/);
    expect(client.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]{40}$/);
    const wrong = await client.call('POST', '/api/data/currencies', {}, { 'X-XSRF-TOKEN': 'forged' });
    expect(wrong.status).toBe(419);
    const accepted = await client.call<unknown[]>('POST', '/api/data/currencies', {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.length).toBeGreaterThan(0);
  });

  it('leaves clients that are not browsers (no Origin, no Referer) to their tokens, as Sanctum does', async () => {
    const { app } = await testApp();
    const tool = await app.request('/api/data/currencies', { method: 'POST', body: '{}' });
    expect(tool.status).toBe(200);
    const browser = await app.request('/api/data/currencies', {
      method: 'POST',
      body: '{}',
      headers: { Referer: 'http://127.0.0.1:8080/casino' },
    });
    expect(browser.status).toBe(419);
  });

  it('signs a player in with the bearer token: 401 without it, the player with it', async () => {
    // A QA host: only it accepts the captcha's test response that the sign-up uses.
    const { app } = await testApp({ qa: true });
    const client = new CookieClient(app);
    const user = await client.signUp();
    const me = await client.call<User>('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: user._id, name: user.name });
    const guest = new CookieClient(app);
    expect((await guest.call('GET', '/api/user')).status).toBe(401);
    const forged = await guest.call('GET', '/api/user', undefined, { Authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(401);
  });

  it('answers game calls on POST /api/whisper through the sim', async () => {
    const { app } = await testApp();
    const client = new CookieClient(app);
    await client.primeCsrf();
    const answer = await client.call<{ code: number; message: string }>('POST', '/api/whisper', {
      event: 'NoSuchCall',
      data: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid API operation: NoSuchCall');
    expect(answer.headers.get('x-server-time')).toMatch(/^\d+$/);
  });

  it('answers malformed JSON with 400 and a body over the limit with 413, both in the envelope', async () => {
    const { app } = await testApp({ bodyLimit: 64 });
    const client = new CookieClient(app);
    await client.primeCsrf();
    const malformed = await client.call('POST', '/auth/login', '{"login": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: CODES.generic, message: MESSAGES.malformedBody });
    const large = await client.call('POST', '/auth/login', { login: 'x'.repeat(200) });
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: CODES.generic });
  });

  it('allows the configured origin with credentials and exposes Date and X-Server-Time', async () => {
    const origin = 'http://127.0.0.1:4173';
    const { app } = await testApp({ origin });
    const preflight = await app.request('/auth/login', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-xsrf-token,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-xsrf-token');
    const answer = await app.request('/api/user', { headers: { Origin: origin } });
    expect(answer.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-server-time');
    expect(answer.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('date');
    const other = await app.request('/api/user', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the client build for pages, with the SPA fallback, and keeps API paths for the API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'host-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>client</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app-123.js'), 'console.log(1)');
    const { app } = await testApp({ staticDir: dir });
    const page = await app.request('/casino/limbo', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>client</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await app.request('/assets/app-123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await app.request('/assets/gone.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: CODES.notFound, message: MESSAGES.notFound });
    const api = await app.request('/api/user', { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(401);
  });
});
