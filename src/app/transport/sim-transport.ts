import * as Comlink from 'comlink';
import type { Options } from 'pusher-js';
import {
  SIM_PUSHER,
  readServerTime,
  type HttpMethod,
  type SimApi,
  type SimBootOptions,
  type SimControlApi,
  type SimProviderApi,
  type SimResponse,
} from '@contract/index';
import { recordServerTime } from '../api/server-clock';
import { createPusherConnection } from '../realtime/pusher-connection';
import { backendFailure, toApiError } from './api-error';
import type { SimConfig } from './config';
import { MockPusherServer } from './mock-pusher-server';
import type { RealtimeConnection, Transport } from './types';
import { installWebSocketShim } from './websocket-shim';

/** What the worker exposes: boot once, then the sim's API (src/workers/sim-worker-api.ts). */
export interface SimWorkerRemote extends SimApi {
  boot(options: SimBootOptions): Promise<void>;
}

/** The QA surface in the page: `window.__harness` (clock, faults, outbox, two-factor codes, socket drops). */
export interface HarnessHandle {
  transport: 'sim';
  control: Comlink.Remote<SimControlApi>;
  /** The simulated game provider's server: the host page relays its game frame's calls here. */
  provider: Comlink.Remote<SimProviderApi>;
  realtime: { drop(): void; restore(): void; online(): boolean };
}

export const simDbName = (seed: string) => `betkings-sim-${seed}`;

function startWorker(): Comlink.Endpoint {
  return new Worker(new URL('../../workers/sim.worker.ts', import.meta.url), { type: 'module', name: 'sim' });
}

export interface SimTransportDeps {
  /** The comlink endpoint of the sim; the real worker by default, a MessagePort in Node tests. */
  endpoint?: Comlink.Endpoint;
  /** Whether to build the realtime side (pusher-js + mock broadcaster); Node tests of requests skip it. */
  realtime?: boolean;
}

/** The simulated backend: the sim in a web worker through comlink, realtime through a mock Pusher server. */
/** pusher-js pointed at the in-page mock Pusher server (plain ws, no stats, the sim's activity timeout). */
export const SIM_PUSHER_OPTIONS = {
  cluster: 'sim',
  wsHost: SIM_PUSHER.host,
  wsPort: SIM_PUSHER.port,
  forceTLS: false,
  enabledTransports: ['ws'],
  disableStats: true,
  activityTimeout: SIM_PUSHER.activityTimeoutSeconds * 1000,
} satisfies Options;

export class SimTransport implements Transport {
  readonly kind = 'sim' as const;
  readonly realtime: RealtimeConnection;
  readonly remote: Comlink.Remote<SimWorkerRemote>;
  readonly broadcaster: MockPusherServer | null;
  private readonly ready: Promise<void>;
  private token: string | null = null;

  constructor(
    readonly config: SimConfig,
    deps: SimTransportDeps = {},
  ) {
    this.remote = Comlink.wrap<SimWorkerRemote>(deps.endpoint ?? startWorker());
    this.ready = this.remote.boot({
      seed: config.seed,
      dbName: simDbName(config.seed),
      clockRate: config.clockRate,
      world: config.world,
    });
    // A failed boot is reported by each call that waits for it; unobserved until then, it is not unhandled.
    this.ready.catch(() => undefined);
    if (deps.realtime === false) {
      this.broadcaster = null;
      this.realtime = offlineRealtime();
      return;
    }
    installWebSocketShim(SIM_PUSHER.host);
    const remote = this.remote;
    this.broadcaster = new MockPusherServer({
      verifyChannelAuth: async (socketId, channel, auth) => {
        await this.ready;
        return remote.verifyChannelAuth(socketId, channel, auth);
      },
      onBroadcast: (listener) => {
        void this.ready.then(() => remote.onBroadcast(Comlink.proxy(listener)));
      },
    });
    this.realtime = createPusherConnection({
      key: SIM_PUSHER.key,
      options: SIM_PUSHER_OPTIONS,
      authorize: (socketId, channelName) =>
        this.request<{ auth: string }>('POST', '/broadcasting/auth', {
          socket_id: socketId,
          channel_name: channelName,
        }),
    });
  }

  setToken(token: string | null): void {
    this.token = token;
  }

  request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    return this.send<T>(`${method} ${path}`, () =>
      this.remote.request({ method, path, body, token: this.token }),
    );
  }

  whisper<T>(event: string, data: unknown): Promise<T> {
    return this.send<T>(`whisper ${event}`, () => this.remote.whisper({ event, data, token: this.token }));
  }

  /**
   * Waits for the boot, then reads the sim's answer the way HttpTransport reads a response. A worker call
   * that rejects (the sim threw, the worker died, an answer could not be cloned) is an ApiError like any
   * failed call, so the app's error handling sees one kind of failure.
   */
  private async send<T>(route: string, call: () => Promise<SimResponse>): Promise<T> {
    let answer: SimResponse;
    try {
      await this.ready;
      answer = await call();
    } catch (cause) {
      throw backendFailure(route, cause);
    }
    // The sim's answers carry its clock as a real server's carry the Date header.
    const headers: Partial<Record<string, string>> = answer.headers ?? {};
    recordServerTime(readServerTime((name) => headers[name]));
    if (answer.status < 200 || answer.status >= 300) throw toApiError(answer.status, answer.body);
    return answer.body as T;
  }

  /** The handle QA scripts and Playwright use from the page. */
  harness(): HarnessHandle {
    const broadcaster = this.broadcaster;
    return {
      transport: 'sim',
      control: this.remote.control as unknown as Comlink.Remote<SimControlApi>,
      provider: this.remote.provider as unknown as Comlink.Remote<SimProviderApi>,
      realtime: {
        drop: () => broadcaster?.drop(),
        restore: () => broadcaster?.restore(),
        online: () => broadcaster?.online ?? false,
      },
    };
  }
}

/** A realtime side that never connects, for Node tests of the request path. */
function offlineRealtime(): RealtimeConnection {
  return {
    listen: () => () => undefined,
    leave: () => undefined,
    state: () => 'disconnected',
    onStateChange: () => () => undefined,
    reconnect: () => undefined,
    disconnect: () => undefined,
  };
}
