import { readServerTime, type HttpMethod } from '@contract/index';
import { recordServerTime } from '../api/server-clock';
import { createPusherConnection } from '../realtime/pusher-connection';
import { networkError, toApiError } from './api-error';
import type { HttpConfig } from './config';
import type { RealtimeConnection, Transport } from './types';

/** The CSRF token the server renders into the page (platform.md §7). */
function csrfToken(doc: Document | undefined = globalThis.document): string | null {
  return doc?.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? null;
}

export interface HttpTransportDeps {
  fetch?: typeof fetch;
  /** Builds the realtime side; tests pass a fake instead of pusher-js. */
  createRealtime?: (transport: HttpTransport) => RealtimeConnection;
}

/** The real API: fetch with credentials, the XHR and CSRF headers, and the bearer token when known. */
export class HttpTransport implements Transport {
  readonly kind = 'http' as const;
  readonly realtime: RealtimeConnection;
  private token: string | null = null;
  private readonly fetchImpl: typeof fetch;

  constructor(
    readonly config: HttpConfig,
    deps: HttpTransportDeps = {},
  ) {
    this.fetchImpl = deps.fetch ?? globalThis.fetch.bind(globalThis);
    this.realtime = (deps.createRealtime ?? defaultRealtime)(this);
  }

  setToken(token: string | null): void {
    this.token = token;
  }

  headers(): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    const csrf = csrfToken();
    if (csrf) headers['X-CSRF-TOKEN'] = csrf;
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    return headers;
  }

  async request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.apiUrl}${path}`, {
        method,
        credentials: 'include',
        headers: this.headers(),
        body: method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw networkError(cause);
    }
    // Every answer, a refusal too, tells the server's time (cross-origin only if the API exposes Date).
    recordServerTime(readServerTime((name) => response.headers.get(name)));
    const parsed = parseBody(await response.text());
    if (!response.ok) throw toApiError(response.status, parsed, response.statusText);
    return parsed as T;
  }

  whisper<T>(event: string, data: unknown): Promise<T> {
    return this.request<T>('POST', '/api/whisper', { event, data });
  }
}

/** JSON when the body is JSON; the raw text otherwise (an HTML error page, say); null when empty. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function defaultRealtime(transport: HttpTransport): RealtimeConnection {
  const { pusherKey, pusherCluster, pusherHost, pusherPort } = transport.config;
  return createPusherConnection({
    key: pusherKey,
    options: {
      cluster: pusherCluster,
      ...(pusherHost ? { wsHost: pusherHost, wssPort: pusherPort ?? 443, wsPort: pusherPort ?? 80 } : {}),
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
    },
    authorize: (socketId, channelName) =>
      transport.request<{ auth: string }>('POST', '/broadcasting/auth', {
        socket_id: socketId,
        channel_name: channelName,
      }),
  });
}
