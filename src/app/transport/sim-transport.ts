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
  type SimRequest,
  type SimResponse,
  type SimWhisperRequest,
} from '@contract/index';
import { SIM_TRADING_PUSHER, TRADING_CHANNEL, TRADING_EVENTS, type PriceTick } from '@contract/trading';
import { recordServerTime } from '../api/server-clock';
import { armedScenarioHook } from '../features/scenario-recorder/scenario-hook';
import { createPusherConnection } from '../realtime/pusher-connection';
import { backendFailure, toApiError } from './api-error';
import type { SimConfig } from './config';
import { MockPusherServer, splitBroadcasts, type SimPusherEndpoint } from './mock-pusher-server';
import { offlineRealtime } from './offline-realtime';
import type { RealtimeConnection, Transport } from './types';
import { installWebSocketShim } from './websocket-shim';

/** What the worker exposes: boot once, then the sim's API (src/workers/sim-worker-api.ts). */
export interface SimWorkerRemote extends SimApi {
  boot(options: SimBootOptions): Promise<void>;
}

/** Drops and restores one simulated server's sockets (pusher-js reconnects by itself once restored). */
export interface SocketControl {
  drop(): void;
  restore(): void;
  online(): boolean;
}

/** The QA surface in the page: `window.__harness` (clock, faults, outbox, two-factor codes, socket drops). */
export interface HarnessHandle {
  /** Who answers: the page's own sim worker, or the harness's Node host over /__sim (qa-host-harness.ts). */
  transport: 'sim' | 'qa-host';
  control: Comlink.Remote<SimControlApi>;
  /** The simulated game provider's server: the host page relays its game frame's calls here. */
  provider: Comlink.Remote<SimProviderApi>;
  /** The events server. */
  realtime: SocketControl;
  /** The trading server; `push` broadcasts a price tick on it as if the sim had sent it. */
  trading: SocketControl & { push(tick: PriceTick): void };
}

export const simDbName = (seed: string) => `betkings-sim-${seed}`;

/** A new sim worker (the page's world, or a scenario replayed beside it). */
export function startSimWorker(): Worker {
  return new Worker(new URL('../../workers/sim.worker.ts', import.meta.url), { type: 'module', name: 'sim' });
}

/**
 * Something that sees every call on its way to the sim (the scenario recorder): it boots the world with its
 * options, sends each call itself (`send`) and hands out the control the QA handle uses.
 */
export interface SimCallHook {
  readonly boot: Partial<SimBootOptions>;
  request(call: SimRequest, send: () => Promise<SimResponse>): Promise<SimResponse>;
  whisper(call: SimWhisperRequest, send: () => Promise<SimResponse>): Promise<SimResponse>;
  attach(control: Comlink.Remote<SimControlApi>): Comlink.Remote<SimControlApi>;
}

export interface SimTransportDeps {
  /** The comlink endpoint of the sim; the real worker by default, a MessagePort in Node tests. */
  endpoint?: Comlink.Endpoint;
  /** Whether to build the realtime side (pusher-js + mock broadcaster); Node tests of requests skip it. */
  realtime?: boolean;
  /** The call hook; by default the scenario recorder when the demo panel armed one for this world. */
  hook?: SimCallHook | null;
}

/** pusher-js pointed at an in-page mock Pusher server (plain ws, no stats, the sim's activity timeout). */
export const simPusherOptions = (endpoint: SimPusherEndpoint) =>
  ({
    cluster: 'sim',
    wsHost: endpoint.host,
    wsPort: endpoint.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    activityTimeout: endpoint.activityTimeoutSeconds * 1000,
  }) satisfies Options;

/** The events server's options. */
export const SIM_PUSHER_OPTIONS = simPusherOptions(SIM_PUSHER);

/**
 * The simulated backend: the sim in a web worker through comlink, realtime through two mock Pusher servers
 * (the events server and the trading server), each with its own pusher-js connection.
 */
export class SimTransport implements Transport {
  readonly kind = 'sim' as const;
  readonly realtime: RealtimeConnection;
  readonly trading: RealtimeConnection;
  readonly remote: Comlink.Remote<SimWorkerRemote>;
  /** The events server. */
  readonly broadcaster: MockPusherServer | null;
  readonly tradingServer: MockPusherServer | null;
  private readonly ready: Promise<void>;
  private readonly hook: SimCallHook | null;
  private readonly control: Comlink.Remote<SimControlApi>;
  private token: string | null = null;

  constructor(
    readonly config: SimConfig,
    deps: SimTransportDeps = {},
  ) {
    this.remote = Comlink.wrap<SimWorkerRemote>(deps.endpoint ?? startSimWorker());
    this.hook = deps.hook === undefined ? armedScenarioHook(config.seed, config.clockRate) : deps.hook;
    this.ready = this.remote.boot({
      seed: config.seed,
      dbName: simDbName(config.seed),
      clockRate: config.clockRate,
      world: config.world,
      ...this.hook?.boot,
    });
    const control = this.remote.control as unknown as Comlink.Remote<SimControlApi>;
    this.control = this.hook ? this.hook.attach(control) : control;
    // A failed boot is reported by each call that waits for it; unobserved until then, it is not unhandled.
    this.ready.catch(() => undefined);
    if (deps.realtime === false) {
      this.broadcaster = this.tradingServer = null;
      this.realtime = offlineRealtime();
      this.trading = offlineRealtime();
      return;
    }
    installWebSocketShim(SIM_PUSHER.host);
    installWebSocketShim(SIM_TRADING_PUSHER.host);
    const remote = this.remote;
    const verifyChannelAuth = async (socketId: string, channel: string, auth: string) => {
      await this.ready;
      return remote.verifyChannelAuth(socketId, channel, auth);
    };
    const feeds = splitBroadcasts((listener) => {
      void this.ready.then(() => remote.onBroadcast(Comlink.proxy(listener)));
    });
    this.broadcaster = new MockPusherServer({ verifyChannelAuth, onBroadcast: feeds.events });
    this.tradingServer = new MockPusherServer(
      { verifyChannelAuth, onBroadcast: feeds.trading },
      SIM_TRADING_PUSHER,
    );
    this.realtime = this.connect(SIM_PUSHER);
    this.trading = this.connect(SIM_TRADING_PUSHER);
  }

  /** pusher-js on one of the mock servers; private channels are authorised by the sim, as by a real API. */
  private connect(endpoint: SimPusherEndpoint): RealtimeConnection {
    return createPusherConnection({
      key: endpoint.key,
      options: simPusherOptions(endpoint),
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
    const call: SimRequest = { method, path, body, token: this.token };
    const send = () => this.remote.request(call);
    return this.send<T>(`${method} ${path}`, () => (this.hook ? this.hook.request(call, send) : send()));
  }

  whisper<T>(event: string, data: unknown): Promise<T> {
    const call: SimWhisperRequest = { event, data, token: this.token };
    const send = () => this.remote.whisper(call);
    return this.send<T>(`whisper ${event}`, () => (this.hook ? this.hook.whisper(call, send) : send()));
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
    const tradingServer = this.tradingServer;
    return {
      transport: 'sim',
      control: this.control,
      provider: this.remote.provider as unknown as Comlink.Remote<SimProviderApi>,
      realtime: socketControl(this.broadcaster),
      trading: {
        ...socketControl(tradingServer),
        push: (tick) => tradingServer?.broadcast(TRADING_CHANNEL, TRADING_EVENTS.price, tick),
      },
    };
  }
}

function socketControl(server: MockPusherServer | null): SocketControl {
  return {
    drop: () => server?.drop(),
    restore: () => server?.restore(),
    online: () => server?.online ?? false,
  };
}
