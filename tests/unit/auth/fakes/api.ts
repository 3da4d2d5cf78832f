/**
 * A fake of src/app/api/api for the auth tests: each route answers through a handler the test sets, and the
 * transport (the shared fake) records tokens and realtime calls.
 */
import { vi } from 'vitest';
import type { RouteAnswer, RouteBody, RouteKey } from '@contract/index';
import type { Transport } from '../../../../src/app/transport/types';
import { createFakeTransport } from '../../fakes/transport';

export { deferred } from '../../fakes/deferred';

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

const fake = createFakeTransport();
export const { transport } = fake;

export const getTransport = (): Transport => transport;
export const setTransport = vi.fn();

export function resetFakeApi(): void {
  handlers.clear();
  api.mockClear();
  fake.reset();
}
