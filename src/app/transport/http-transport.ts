import type { Options } from 'pusher-js';
import { readServerTime, type HttpMethod } from '@contract/index';
import { recordServerTime } from '../api/server-clock';
import { createPusherConnection } from '../realtime/pusher-connection';
import { interruptedAnswer, networkError, toApiError, unreadableAnswer } from './api-error';
import type { HttpConfig, PusherApp } from './config';
import { documentCsrfSource, isStateChanging, SanctumCsrf, type CsrfSource } from './csrf';
import type { RealtimeConnection, Transport } from './types';

export interface HttpTransportDeps {
  fetch?: typeof fetch;
  /** The page's csrf-token meta and cookies; the document's by default. */
  csrf?: CsrfSource;
  /** Builds a realtime connection to a Pusher app (events, trading); tests pass a fake instead of pusher-js. */
  createRealtime?: (transport: HttpTransport, app: PusherApp) => RealtimeConnection;
}

/** The real API: fetch with credentials, the XHR and CSRF headers, and the bearer token when known. */
export class HttpTransport implements Transport {
  readonly kind = 'http' as const;
  readonly realtime: RealtimeConnection;
  readonly trading: RealtimeConnection | null;
  private token: string | null = null;
  private readonly fetchImpl: typeof fetch;
  private readonly csrf: SanctumCsrf;

  constructor(
    readonly config: HttpConfig,
    deps: HttpTransportDeps = {},
  ) {
    this.fetchImpl = deps.fetch ?? globalThis.fetch.bind(globalThis);
    this.csrf = new SanctumCsrf(deps.csrf ?? documentCsrfSource, () => this.fetchCsrfCookie());
    const connect = deps.createRealtime ?? pusherConnection;
    const { pusherKey, pusherCluster, pusherHost, pusherPort, pusherTls, trading } = config;
    this.realtime = connect(this, {
      key: pusherKey,
      cluster: pusherCluster,
      host: pusherHost,
      port: pusherPort,
      tls: pusherTls ?? true,
    });
    this.trading = trading ? connect(this, trading) : null;
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
    Object.assign(headers, this.csrf.header());
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    return headers;
  }

  async request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    if (isStateChanging(method)) await this.csrf.beforeStateChange();
    const response = await this.send(path, {
      method,
      headers: this.headers(),
      body: method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
    });
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      // A refusal keeps its status (a 419 must still reload); a 2xx whose body broke off is no answer.
      if (!response.ok) throw toApiError(response.status, null, response.statusText);
      throw interruptedAnswer(cause);
    }
    if (!response.ok) throw toApiError(response.status, parseLenient(text), response.statusText);
    return parseAnswer(text, `${method} ${path}`) as T;
  }

  /** One fetch with credentials; every answer, a refusal too, tells the server's time. */
  private async send(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.apiUrl}${path}`, { ...init, credentials: 'include' });
    } catch (cause) {
      throw networkError(cause);
    }
    // Cross-origin the Date header is readable only if the API exposes it.
    recordServerTime(readServerTime((name) => response.headers.get(name)));
    return response;
  }

  /** Sanctum's SPA flow: the API answers with the XSRF-TOKEN cookie (csrf.ts). */
  private async fetchCsrfCookie(): Promise<void> {
    const response = await this.send('/sanctum/csrf-cookie', {
      method: 'GET',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!response.ok) throw toApiError(response.status, null, response.statusText);
  }

  whisper<T>(event: string, data: unknown): Promise<T> {
    return this.request<T>('POST', '/api/whisper', { event, data });
  }
}

/** A refusal's body: the JSON envelope when it is one, the raw text otherwise (an HTML error page, say). */
function parseLenient(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A 2xx body: JSON, or null when empty. Anything else (an HTML page, truncated JSON) is an ApiError. */
function parseAnswer(text: string, route: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw unreadableAnswer(route, `the answer is not JSON: ${JSON.stringify(text.slice(0, 40))}`);
  }
}

/**
 * pusher-js options for one Pusher app: over TLS unless the app says otherwise (a broadcaster of its own
 * without TLS, such as the sim's Node host on ws://).
 */
export function pusherOptions(app: PusherApp): Options {
  const tls = app.tls ?? true;
  return {
    cluster: app.cluster,
    ...(app.host ? { wsHost: app.host, wssPort: app.port ?? 443, wsPort: app.port ?? 80 } : {}),
    forceTLS: tls,
    enabledTransports: tls ? ['ws', 'wss'] : ['ws'],
  };
}

/** pusher-js on one Pusher app; private channels are authorised by the API with the bearer. */
function pusherConnection(transport: HttpTransport, app: PusherApp): RealtimeConnection {
  return createPusherConnection({
    key: app.key,
    options: pusherOptions(app),
    authorize: (socketId, channelName) =>
      transport.request<{ auth: string }>('POST', '/broadcasting/auth', {
        socket_id: socketId,
        channel_name: channelName,
      }),
  });
}
