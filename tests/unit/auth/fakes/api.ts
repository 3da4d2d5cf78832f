/**
 * A fake of src/app/api/api for the auth tests: each route answers through a handler the test sets, and the
 * transport records tokens and realtime calls.
 */
import { vi } from 'vitest';
import type { RouteAnswer, RouteBody, RouteKey } from '@contract/index';
import type { Transport } from '../../../../src/app/transport/types';

type Handler = (body: unknown) => unknown;
const handlers = new Map<RouteKey, Handler>();

export const api = vi.fn(async (route: RouteKey, body?: unknown): Promise<unknown> => {
  const handler = handlers.get(route);
  if (!handler) throw new Error(`The fake api has no answer for ${route}`);
  return handler(body);
});

/** Sets how a route answers; throw an ApiError from the handler for a failure. */
export function answer<K extends RouteKey>(
  route: K,
  handler: (body: RouteBody<K>) => RouteAnswer<K> | Promise<RouteAnswer<K>>,
): void {
  handlers.set(route, handler as Handler);
}

/** The bodies a route was called with, in order. */
export function bodiesOf(route: RouteKey): unknown[] {
  return api.mock.calls.filter(([called]) => called === route).map(([, body]) => body);
}

export const transport = {
  kind: 'sim' as const,
  request: vi.fn(),
  whisper: vi.fn(),
  setToken: vi.fn(),
  realtime: {
    listen: vi.fn(() => () => undefined),
    leave: vi.fn(),
    state: () => 'connected' as const,
    onStateChange: () => () => undefined,
    reconnect: vi.fn(),
    disconnect: vi.fn(),
  },
} satisfies Transport;

export const getTransport = (): Transport => transport;
export const setTransport = vi.fn();

export function resetFakeApi(): void {
  handlers.clear();
  api.mockClear();
  transport.setToken.mockClear();
  transport.realtime.listen.mockClear();
  transport.realtime.reconnect.mockClear();
}

/** A promise the test settles by hand, to look at the UI while a call is running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
