// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@contract/index';
import { resetServerClock, useServerClock } from '../../../src/app/api/server-clock';
import type { PusherApp } from '../../../src/app/transport/config';
import { HttpTransport, pusherOptions } from '../../../src/app/transport/http-transport';
import type { RealtimeConnection } from '../../../src/app/transport/types';
import { HTTP_CONFIG, httpTransportWith } from './fake-http';
import { apiFailure } from './helpers';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('HttpTransport', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="csrf-token" content="csrf-from-page">';
  });

  it('sends credentials, the XHR and CSRF headers, the bearer token and a JSON body', async () => {
    const { fetch, transport } = httpTransportWith(() => json(200, { user: { _id: 'u1' } }));
    transport.setToken('tok-123');
    const answer = await transport.request('POST', '/auth/login', { login: 'player' });
    expect(answer).toEqual({ user: { _id: 'u1' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.operator.example/auth/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"login":"player"}' });
    expect(init!.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': 'csrf-from-page',
      Authorization: 'Bearer tok-123',
    });
  });

  it('sends no Authorization header and no body for a guest GET', async () => {
    const { fetch, transport } = httpTransportWith(() => json(200, {}));
    await transport.request('GET', '/api/user');
    const init = fetch.mock.calls[0]![1]!;
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.body).toBeUndefined();
  });

  it('turns the error envelope into an ApiError with status, code and field errors', async () => {
    const { transport } = httpTransportWith(() =>
      json(422, { code: 422, message: 'Invalid', errors: { email: ['Invalid email'] } }),
    );
    const error = await apiFailure(transport.request('POST', '/auth/register', {}));
    expect(error).toMatchObject({ status: 422, code: 422 });
    expect(error.fieldError('email')).toBe('Invalid email');
  });

  it('keeps the -1024 code of a two-factor challenge and the 419 status', async () => {
    const { transport } = httpTransportWith((url) =>
      url.endsWith('/api/user')
        ? json(403, { code: -1024, message: '2fa' })
        : new Response('', { status: 419 }),
    );
    await expect(transport.request('GET', '/api/user')).rejects.toMatchObject({ status: 403, code: -1024 });
    await expect(transport.request('POST', '/license')).rejects.toMatchObject({ status: 419, code: 419 });
  });

  it('reports a network failure as status 0', async () => {
    const { transport } = httpTransportWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(transport.request('GET', '/api/user')).rejects.toMatchObject({
      status: 0,
      message: 'Failed to fetch',
    });
  });

  it('sends game calls through the whisper route', async () => {
    const { fetch, transport } = httpTransportWith(() => json(200, { ok: true }));
    await transport.whisper('Info', { game_id: 'g1' });
    expect(fetch.mock.calls[0]![0]).toBe('https://api.operator.example/api/whisper');
    expect(fetch.mock.calls[0]![1]!.body).toBe('{"event":"Info","data":{"game_id":"g1"}}');
  });
});

describe("HttpTransport and the server's time", () => {
  beforeEach(() => resetServerClock());
  const samples = () => useServerClock.getState().samples;

  it("reports every answer's Date header, a refusal's too", async () => {
    const dates = ['Wed, 01 May 2024 12:00:07 GMT', 'Wed, 01 May 2024 12:00:08 GMT'];
    const { transport } = httpTransportWith(() => {
      const date = dates.shift()!;
      return dates.length
        ? new Response('{}', { status: 200, headers: { Date: date } })
        : new Response('{"code":404,"message":"Not found"}', { status: 404, headers: { Date: date } });
    });
    await transport.request('GET', '/api/user');
    expect(samples().map((sample) => sample.server)).toEqual([Date.UTC(2024, 4, 1, 12, 0, 7, 500)]);
    await expect(transport.request('POST', '/nope')).rejects.toBeInstanceOf(ApiError);
    expect(samples().at(-1)).toMatchObject({ server: Date.UTC(2024, 4, 1, 12, 0, 8, 500), resolution: 1000 });
  });

  it('records nothing for an answer without a readable Date', async () => {
    const { transport } = httpTransportWith(() => new Response('{}', { status: 200 }));
    await transport.request('GET', '/api/user');
    expect(samples()).toEqual([]);
  });
});

describe("HttpTransport's realtime connections", () => {
  const connection = () => ({}) as RealtimeConnection;

  it('connects to the events app and, when the build names one, to the trading server', () => {
    const apps: PusherApp[] = [];
    const trading = { key: 'trading-key', cluster: 'eu', host: 'trading.operator.example', port: 6002 };
    const transport = new HttpTransport(
      { ...HTTP_CONFIG, trading },
      { createRealtime: (_, app) => (apps.push(app), connection()) },
    );
    expect(apps).toEqual([{ key: 'key', cluster: 'eu', host: null, port: null, tls: true }, trading]);
    expect(transport.trading).not.toBeNull();
    expect(transport.trading).not.toBe(transport.realtime);
  });

  it('connects over wss by default and over plain ws when the app has TLS off', () => {
    const host = { key: 'k', cluster: 'sim', host: '127.0.0.1', port: 8080 };
    expect(pusherOptions(host)).toMatchObject({ forceTLS: true, wssPort: 8080, wsHost: '127.0.0.1' });
    expect(pusherOptions({ ...host, tls: false })).toMatchObject({
      forceTLS: false,
      wsPort: 8080,
      enabledTransports: ['ws'],
    });
    const apps: PusherApp[] = [];
    new HttpTransport(
      { ...HTTP_CONFIG, pusherTls: false },
      { createRealtime: (_, app) => (apps.push(app), connection()) },
    );
    expect(apps[0]).toMatchObject({ tls: false });
  });

  it('has no trading connection without a trading server', () => {
    const apps: PusherApp[] = [];
    const transport = new HttpTransport(
      { ...HTTP_CONFIG, trading: null },
      { createRealtime: (_, app) => (apps.push(app), connection()) },
    );
    expect(apps).toHaveLength(1);
    expect(transport.trading).toBeNull();
  });
});
