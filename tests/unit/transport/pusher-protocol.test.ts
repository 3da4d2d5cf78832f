// @vitest-environment jsdom
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIM_PUSHER, type ConnectionState } from '@contract/index';
import { SIM_TRADING_PUSHER, TRADING_CHANNEL } from '@contract/trading';
import { createPusherConnection } from '../../../src/app/realtime/pusher-connection';
import {
  MockPusherServer,
  splitBroadcasts,
  type BroadcastListener,
  type BroadcastSource,
} from '../../../src/app/transport/mock-pusher-server';
import type { RealtimeConnection } from '../../../src/app/transport/types';
import { SIM_PUSHER_OPTIONS, simPusherOptions } from '../../../src/app/transport/sim-transport';
import { installWebSocketShim } from '../../../src/app/transport/websocket-shim';

const SECRET = 'test-secret';
const sign = (socketId: string, channel: string) =>
  `${SIM_PUSHER.key}:${createHmac('sha256', SECRET).update(`${socketId}:${channel}`).digest('hex')}`;

/** A stand-in for the sim with the real Pusher signature scheme. */
function fakeSim() {
  const listeners: Array<(channel: string, event: string, payload: unknown) => void> = [];
  const source: BroadcastSource = {
    verifyChannelAuth: async (socketId, channel, auth) => {
      const expected = Buffer.from(sign(socketId, channel));
      const given = Buffer.from(auth);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    onBroadcast: (listener) => void listeners.push(listener),
  };
  return {
    source,
    broadcast: (channel: string, event: string, payload: unknown) =>
      listeners.forEach((l) => l(channel, event, payload)),
  };
}

function until(check: () => boolean, ms = 3000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > ms) return reject(new Error('timed out'));
      setTimeout(tick, 10);
    };
    tick();
  });
}

function connect(authorize: (socketId: string, channel: string) => Promise<{ auth: string }>) {
  return createPusherConnection({
    key: SIM_PUSHER.key,
    options: SIM_PUSHER_OPTIONS,
    authorize,
  });
}

describe('mock Pusher server with the real pusher-js client', () => {
  let sim: ReturnType<typeof fakeSim>;
  let server: MockPusherServer;
  let realtime: RealtimeConnection | null = null;

  beforeEach(() => {
    installWebSocketShim(SIM_PUSHER.host);
    sim = fakeSim();
    server = new MockPusherServer(sim.source);
  });
  afterEach(() => {
    realtime?.disconnect();
    server.drop();
  });

  it('connects and receives broadcasts on a public channel', async () => {
    realtime = connect(async () => ({ auth: '' }));
    const received: unknown[] = [];
    realtime.listen('Everyone', 'chatMessage', (payload) => received.push(payload));
    await until(() => realtime!.state() === 'connected');
    await new Promise((resolve) => setTimeout(resolve, 50));
    sim.broadcast('Everyone', 'chatMessage', { text: 'hello' });
    sim.broadcast('Other', 'chatMessage', { text: 'not for us' });
    await until(() => received.length > 0);
    expect(received).toEqual([{ text: 'hello' }]);
  });

  it('subscribes to a private channel with a valid signature and receives private events', async () => {
    const asked: string[] = [];
    realtime = connect(async (socketId, channel) => {
      asked.push(channel);
      return { auth: sign(socketId, channel) };
    });
    const received: unknown[] = [];
    realtime.listen('private-App.User.abc', 'BalanceModification', (payload) => received.push(payload));
    await until(() => asked.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    sim.broadcast('private-App.User.abc', 'BalanceModification', { currency: 'btc' });
    await until(() => received.length === 1);
    expect(received[0]).toEqual({ currency: 'btc' });
  });

  it('refuses a private subscription with a bad signature', async () => {
    realtime = connect(async (socketId, channel) => ({ auth: sign(socketId, `${channel}-tampered`) }));
    const errors: unknown[] = [];
    const received: unknown[] = [];
    realtime.listen('private-App.User.abc', 'pusher:subscription_error', (error) => errors.push(error));
    realtime.listen('private-App.User.abc', 'BalanceModification', (payload) => received.push(payload));
    await until(() => errors.length === 1);
    sim.broadcast('private-App.User.abc', 'BalanceModification', { currency: 'btc' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors[0]).toMatchObject({ status: 403 });
    expect(received).toEqual([]);
  });

  it('answers ping with pong', async () => {
    const frames: string[] = [];
    const socket = new WebSocket(
      `ws://${SIM_PUSHER.host}:${SIM_PUSHER.port}/app/${SIM_PUSHER.key}?protocol=7`,
    );
    socket.onmessage = (message) => frames.push(String(message.data));
    await until(() => frames.length === 1);
    expect(JSON.parse(frames[0]!)).toMatchObject({ event: 'pusher:connection_established' });
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await until(() => frames.length === 2);
    expect(JSON.parse(frames[1]!)).toMatchObject({ event: 'pusher:pong' });
    socket.close();
  });

  it('forwards a dropped socket as disconnected, then reconnects and resubscribes', async () => {
    realtime = connect(async () => ({ auth: '' }));
    const states: ConnectionState[] = [];
    realtime.onStateChange((state) => states.push(state));
    const received: unknown[] = [];
    realtime.listen('Everyone', 'chatMessage', (payload) => received.push(payload));
    await until(() => realtime!.state() === 'connected');
    server.drop();
    await until(() => realtime!.state() === 'disconnected' || states.includes('disconnected'), 20_000);
    server.restore();
    await until(() => realtime!.state() === 'connected', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    sim.broadcast('Everyone', 'chatMessage', { text: 'after restore' });
    await until(() => received.length === 1);
    expect(received).toEqual([{ text: 'after restore' }]);
  }, 60_000);
});

describe('two mock Pusher servers: the events server and the trading server', () => {
  const connections: RealtimeConnection[] = [];
  const servers: MockPusherServer[] = [];
  afterEach(() => {
    for (const connection of connections.splice(0)) connection.disconnect();
    for (const server of servers.splice(0)) server.drop();
  });

  /** The sim's one feed split in two, each half behind its own server and pusher-js client. */
  function startBoth() {
    installWebSocketShim(SIM_PUSHER.host);
    installWebSocketShim(SIM_TRADING_PUSHER.host);
    let feed: BroadcastListener = () => undefined;
    const feeds = splitBroadcasts((listener) => (feed = listener));
    const verifyChannelAuth = async () => true;
    const events = new MockPusherServer({ verifyChannelAuth, onBroadcast: feeds.events });
    const trading = new MockPusherServer(
      { verifyChannelAuth, onBroadcast: feeds.trading },
      SIM_TRADING_PUSHER,
    );
    servers.push(events, trading);
    const eventsClient = connect(async () => ({ auth: '' }));
    const tradingClient = createPusherConnection({
      key: SIM_TRADING_PUSHER.key,
      options: simPusherOptions(SIM_TRADING_PUSHER),
      authorize: async () => ({ auth: '' }),
    });
    connections.push(eventsClient, tradingClient);
    return {
      broadcast: (...args: Parameters<BroadcastListener>) => feed(...args),
      events,
      trading,
      eventsClient,
      tradingClient,
    };
  }

  it('routes the trading channel to the trading server and every other channel to the events server', () => {
    const events: string[] = [];
    const trading: string[] = [];
    let feed: BroadcastListener = () => undefined;
    const feeds = splitBroadcasts((listener) => (feed = listener));
    feeds.events((channel) => events.push(channel));
    feeds.trading((channel) => trading.push(channel));
    feed(TRADING_CHANNEL, 'event:tradingPrice', {});
    feed('Everyone', 'event:chatMessage', {});
    feed('private-App.User.1', 'BalanceModification', {});
    expect(trading).toEqual([TRADING_CHANNEL]);
    expect(events).toEqual(['Everyone', 'private-App.User.1']);
  });

  it("delivers each broadcast on its own server's connection only", async () => {
    const both = startBoth();
    const onEvents: unknown[] = [];
    const onTrading: unknown[] = [];
    // Each client listens on both channels: only its own server may deliver.
    for (const [client, received] of [
      [both.eventsClient, onEvents],
      [both.tradingClient, onTrading],
    ] as const) {
      client.listen(TRADING_CHANNEL, 'event:tradingPrice', (payload) => received.push(payload));
      client.listen('Everyone', 'event:chatMessage', (payload) => received.push(payload));
    }
    await until(
      () => both.eventsClient.state() === 'connected' && both.tradingClient.state() === 'connected',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    both.broadcast(TRADING_CHANNEL, 'event:tradingPrice', { at: 1 });
    both.broadcast('Everyone', 'event:chatMessage', { text: 'hi' });
    await until(() => onEvents.length > 0 && onTrading.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onTrading).toEqual([{ at: 1 }]);
    expect(onEvents).toEqual([{ text: 'hi' }]);
  });

  it('drops the trading server alone: its connection goes down while the events connection stays up', async () => {
    const both = startBoth();
    await until(
      () => both.eventsClient.state() === 'connected' && both.tradingClient.state() === 'connected',
    );
    both.trading.drop();
    await until(() => both.tradingClient.state() !== 'connected', 20_000);
    expect(both.trading.online).toBe(false);
    expect(both.events.online).toBe(true);
    expect(both.eventsClient.state()).toBe('connected');
    both.trading.restore();
    await until(() => both.tradingClient.state() === 'connected', 30_000);
  }, 60_000);
});
