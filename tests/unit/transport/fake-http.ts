/**
 * An HttpTransport over a fake fetch, for the jsdom transport tests (the transport loads pusher-js, which needs
 * a browser's globals).
 */
import { vi } from 'vitest';
import { HttpTransport } from '../../../src/app/transport/http-transport';
import type { RealtimeConnection } from '../../../src/app/transport/types';

export const HTTP_CONFIG = {
  kind: 'http' as const,
  apiUrl: 'https://api.operator.example',
  pusherKey: 'key',
  pusherCluster: 'eu',
  pusherHost: null,
  pusherPort: null,
};

/** An HttpTransport on HTTP_CONFIG whose fetch (a mock, to look at the calls) answers with `respond`. */
export function httpTransportWith(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    respond(String(input), init ?? {}),
  );
  const transport = new HttpTransport(HTTP_CONFIG, {
    fetch: fetch as typeof globalThis.fetch,
    createRealtime: () => ({}) as RealtimeConnection,
  });
  return { fetch, transport };
}
