/**
 * The host's Pusher WebSocket with the unmodified pusher-js client (its Node build) on a real port: public
 * and private channels, a refused signature, and a dropped then restored server.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type PusherType from 'pusher-js';
import type { Options } from 'pusher-js';
import { SIM_PUSHER, userChannel } from '@contract/index';
import { MAX_SOCKET_FRAME_BYTES } from '../../../src/server/app';
import type { RunningHost } from '../../../src/server/host';
import { CookieClient, testHost } from './host-helpers';

// The test config points 'pusher-js' at its browser build (vitest.config.ts); require takes the Node one.
const Pusher = createRequire(import.meta.url)('pusher-js') as typeof PusherType;

const clients: PusherType[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

async function start() {
  const host = await testHost('rt-', { qa: true });
  const http = new CookieClient({ request: (path, init) => fetch(`${host.url}${path}`, init) }, host.url);
  return { host, http };
}

/** pusher-js as a Node client would configure it for this host; private channels authorised by its API. */
function connect(host: RunningHost, authorization: Options['channelAuthorization']): PusherType {
  const client = new Pusher(SIM_PUSHER.key, {
    cluster: 'sim',
    wsHost: '127.0.0.1',
    wsPort: host.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: authorization,
  });
  clients.push(client);
  return client;
}

function until(check: () => boolean, ms = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > ms) return reject(new Error('timed out'));
      setTimeout(tick, 20);
    };
    tick();
  });
}

/** The HTTP status a WebSocket upgrade gets (101 when it opens). */
const upgradeStatus = (url: string) =>
  new Promise<number>((resolve) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('error', () => undefined);
  });

const subscribed = (client: PusherType, channel: string) =>
  new Promise<void>((resolve, reject) => {
    const subscription = client.subscribe(channel);
    subscription.bind('pusher:subscription_succeeded', () => resolve());
    subscription.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(JSON.stringify(error))),
    );
  });

describe('the Pusher WebSocket of the Node host', () => {
  it('delivers broadcasts on a public channel and on a private channel authorised with the bearer', async () => {
    const { host, http } = await start();
    const user = await http.signUp();
    // pusher-js's own authoriser, as another client would use it: a form POST with the bearer, no cookies.
    const client = connect(host, {
      endpoint: `${host.url}/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${http.token}` },
    });
    const received: unknown[] = [];
    const privateChannel = userChannel(user._id);
    await subscribed(client, 'Everyone');
    await subscribed(client, privateChannel);
    client.channel('Everyone').bind('hello', (payload: unknown) => received.push(payload));
    client.channel(privateChannel).bind('secret', (payload: unknown) => received.push(payload));
    const { broadcaster } = await host.worlds.main.sim.context();
    broadcaster.emit('Everyone', 'hello', { to: 'all' });
    broadcaster.emit(privateChannel, 'secret', { to: 'me' });
    broadcaster.emit('Elsewhere', 'hello', { to: 'nobody' });
    await until(() => received.length === 2);
    expect(received).toEqual([{ to: 'all' }, { to: 'me' }]);
  });

  it("refuses a private channel that is not the player's, and a forged signature", async () => {
    const { host, http } = await start();
    await http.signUp();
    const client = connect(host, {
      endpoint: `${host.url}/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${http.token}` },
    });
    await expect(subscribed(client, userChannel('someone-else'))).rejects.toThrow(/403/);
    const forger = connect(host, {
      endpoint: '',
      transport: 'ajax',
      customHandler: (_params, callback) => callback(null, { auth: `${SIM_PUSHER.key}:${'0'.repeat(64)}` }),
    });
    await expect(subscribed(forger, userChannel('someone-else'))).rejects.toThrow(/Invalid signature/);
  });

  it('answers ping with pong, refuses an unknown app key, and closes a socket that sends an oversized frame', async () => {
    const { host } = await start();
    const ws = host.url.replace('http', 'ws');
    const frames: Array<{ event: string; data?: unknown }> = [];
    const socket = new WebSocket(`${ws}/app/${SIM_PUSHER.key}?protocol=7`);
    socket.on('message', (raw) => frames.push(JSON.parse(String(raw)) as { event: string }));
    await until(() => frames.length === 1);
    expect(frames[0]!.event).toBe('pusher:connection_established');
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await until(() => frames.length === 2);
    expect(frames[1]!.event).toBe('pusher:pong');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send('x'.repeat(MAX_SOCKET_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);

    const stranger = new WebSocket(`${ws}/app/no-such-key`);
    const refused: string[] = [];
    stranger.on('message', (raw) => refused.push(String(raw)));
    const code = await new Promise<number>((resolve) => stranger.on('close', (value) => resolve(value)));
    expect(code).toBe(4001);
    expect(refused[0]).toContain('Unknown app key');
  });

  it('drops every socket and refuses new ones until restored; pusher-js then reconnects and resubscribes', async () => {
    const { host, http } = await start();
    const client = connect(host, { endpoint: '', transport: 'ajax' });
    const received: unknown[] = [];
    await subscribed(client, 'Everyone');
    client.channel('Everyone').bind('hello', (payload: unknown) => received.push(payload));
    expect((await http.call('POST', '/__sim/realtime/drop')).status).toBe(200);
    await until(() => client.connection.state !== 'connected');
    const status = await http.call<{ online: boolean; connections: number }>('GET', '/__sim/realtime');
    expect(status.body).toEqual({ online: false, connections: 0 });
    expect(await upgradeStatus(`${host.url.replace('http', 'ws')}/app/${SIM_PUSHER.key}`)).toBe(503);
    await http.call('POST', '/__sim/realtime/restore');
    await until(() => client.connection.state === 'connected', 40_000);
    await until(() => host.worlds.main.events.connections === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    (await host.worlds.main.sim.context()).broadcaster.emit('Everyone', 'hello', { after: 'restore' });
    await until(() => received.length === 1);
    expect(received).toEqual([{ after: 'restore' }]);
  }, 60_000);
});
