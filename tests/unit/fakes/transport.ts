/**
 * One fake Transport for the UI tests. It goes behind the real api() and whisper() (the caller passes it to
 * setTransport), so the 419 and two-factor guards stay real. A request answers through the handler set for
 * "METHOD /path", a whisper through the handler set for its event; either throws when no handler is set.
 * Its two realtime connections (the events server and the trading server) record the handlers bound per
 * channel and event, so a test can deliver events (emit routes the trading channel to the trading connection,
 * as the sim does); leave() drops a channel's handlers as the real connection does. Like the real transports, it reports the
 * server's time each answer carries to the server clock, once a test sets one (setServerTime).
 *
 * This module imports nothing from src/app but the server clock (which imports nothing of the app), so a
 * vi.mock factory of src/app/api/api may use it.
 */
import { vi } from 'vitest';
import { act } from '@testing-library/react';
import { isTradingChannel } from '@contract/trading';
import { recordServerTime, resetServerClock } from '../../../src/app/api/server-clock';
import type { RealtimeHandler, Transport } from '../../../src/app/transport/types';

type Handler = (data: unknown) => unknown;

/** A connection that records its handlers, keyed "channel event", always connected. */
function fakeConnection() {
  const listeners = new Map<string, Set<RealtimeHandler>>();
  const connection = {
    listen: vi.fn((channel: string, event: string, handler: RealtimeHandler) => {
      const key = `${channel} ${event}`;
      if (!listeners.has(key)) listeners.set(key, new Set());
      listeners.get(key)!.add(handler);
      return () => listeners.get(key)?.delete(handler);
    }),
    leave: vi.fn((channel: string) => {
      for (const key of listeners.keys()) if (key.startsWith(`${channel} `)) listeners.delete(key);
    }),
    state: () => 'connected' as const,
    onStateChange: () => () => undefined,
    reconnect: vi.fn(),
    disconnect: vi.fn(),
  };
  const reset = () => {
    listeners.clear();
    for (const spy of [connection.listen, connection.leave, connection.reconnect, connection.disconnect])
      spy.mockClear();
  };
  return { connection, listeners, reset };
}

export type FakeTransport = ReturnType<typeof createFakeTransport>;

export function createFakeTransport() {
  /** Keyed "METHOD /path". */
  const requestHandlers = new Map<string, Handler>();
  /** Keyed by whisper event. */
  const whisperHandlers = new Map<string, Handler>();
  const events = fakeConnection();
  const trading = fakeConnection();
  const connectionOf = (channel: string) => (isTradingChannel(channel) ? trading : events);
  /** The server's clock the answers carry (ms since the epoch); none by default. */
  let serverClock: (() => number) | null = null;
  const answered = () => {
    if (serverClock) recordServerTime({ at: serverClock(), resolution: 1 });
  };

  const transport = {
    kind: 'sim' as const,
    request: vi.fn(async (method: string, path: string, body?: unknown): Promise<never> => {
      const handler = requestHandlers.get(`${method} ${path}`);
      if (!handler) throw new Error(`No fake answer for ${method} ${path}`);
      answered();
      return handler(body) as never;
    }),
    whisper: vi.fn(async (event: string, data: unknown): Promise<never> => {
      const handler = whisperHandlers.get(event);
      if (!handler) throw new Error(`No fake answer for whisper ${event}`);
      answered();
      return handler(data) as never;
    }),
    setToken: vi.fn(),
    realtime: events.connection,
    trading: trading.connection,
  } satisfies Transport;

  return {
    transport,
    requestHandlers,
    whisperHandlers,

    /**
     * From now on every answer carries this server time (a fixed time, or a clock read per answer), as the real
     * transports' Date header does; null for none.
     */
    setServerTime(time: number | (() => number) | null): void {
      serverClock = typeof time === 'number' ? () => time : time;
    },

    /** Forgets every handler, binding and recorded call, the server's time and the server clock's samples. */
    reset(): void {
      serverClock = null;
      resetServerClock();
      requestHandlers.clear();
      whisperHandlers.clear();
      events.reset();
      trading.reset();
      transport.request.mockClear();
      transport.whisper.mockClear();
      transport.setToken.mockClear();
    },

    /**
     * Delivers a realtime event (inside act) to the handlers bound to it, on the connection that carries its
     * channel (the trading server's for the trading channel); false when none is bound.
     */
    emit(channel: string, event: string, payload: unknown): boolean {
      const handlers = [...(connectionOf(channel).listeners.get(`${channel} ${event}`) ?? [])];
      act(() => handlers.forEach((handler) => handler(payload)));
      return handlers.length > 0;
    },

    /** How many realtime handlers are bound, over both connections and every channel and event. */
    listenerCount(): number {
      return [events, trading]
        .flatMap(({ listeners }) => [...listeners.values()])
        .reduce((sum, set) => sum + set.size, 0);
    },

    /** The bodies of the requests to one path (any method), in order. */
    requestsTo(path: string): unknown[] {
      return transport.request.mock.calls.filter(([, called]) => called === path).map(([, , body]) => body);
    },

    /** The bodies of the requests of one route ("METHOD /path"), in order. */
    bodiesOf(route: string): unknown[] {
      return transport.request.mock.calls
        .filter(([method, path]) => `${method} ${path}` === route)
        .map(([, , body]) => body);
    },

    /** The data of every whisper of one event, in order. */
    whispersOf(event: string): unknown[] {
      return transport.whisper.mock.calls.filter(([called]) => called === event).map(([, data]) => data);
    },
  };
}
