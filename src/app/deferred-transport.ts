/**
 * The transport the page starts with while the real one's code loads (pusher-js, mock-socket, comlink and
 * the worker's start, about a fifth of the page's JavaScript): the first screen paints without waiting for
 * it. Calls made meanwhile wait for it and go out in order; the token set meanwhile is the one it starts
 * with; realtime subscriptions and state listeners attach to it once it is there, on either connection (the
 * events server, the trading server). A connection reads 'connecting' until then, as pusher-js does before its
 * socket opens.
 */
import type { ConnectionState, HttpMethod, ProviderCallAnswer } from '@contract/index';
import type { PriceTick } from '@contract/trading';
import { hasTradingServer } from './transport/config';
import type { HarnessHandle, SocketControl, TransportConfig } from './transport';
import type { RealtimeConnection, Transport } from './transport/types';

/** Runs `attach` on the transport now or once it is there; the returned function undoes it. */
type Once = (attach: (transport: Transport) => () => void) => () => void;

const nothing = () => undefined;

/**
 * One of the transport's connections, standing in until the transport is there. `pick` names which; a
 * connection the loaded transport lacks takes nothing and reads 'disconnected'.
 */
function deferConnection(
  pick: (transport: Transport) => RealtimeConnection | null,
  once: Once,
  current: () => Transport | null,
): RealtimeConnection {
  const on = (attach: (connection: RealtimeConnection) => () => void) =>
    once((transport) => {
      const connection = pick(transport);
      return connection ? attach(connection) : nothing;
    });
  const state = (): ConnectionState => {
    const transport = current();
    return transport ? (pick(transport)?.state() ?? 'disconnected') : 'connecting';
  };
  return {
    listen: (channel, event, handler) => on((connection) => connection.listen(channel, event, handler)),
    leave(channel) {
      on((connection) => {
        connection.leave(channel);
        return nothing;
      });
    },
    state,
    onStateChange: (listener) =>
      on((connection) => {
        const off = connection.onStateChange(listener);
        if (connection.state() !== 'connecting') listener(connection.state());
        return off;
      }),
    // Before the transport is there, its connection is yet to open, and it opens with the current token.
    reconnect: () => {
      const transport = current();
      if (transport) pick(transport)?.reconnect();
    },
    disconnect() {
      on((connection) => {
        connection.disconnect();
        return nothing;
      });
    },
  };
}

export function deferTransport(config: TransportConfig, load: () => Promise<Transport>): Transport {
  let real: Transport | null = null;
  /** The latest token set before the transport loaded (undefined: none was set). */
  let token: string | null | undefined;
  const waiting: Array<(transport: Transport) => void> = [];
  const loaded = load().then((transport) => {
    real = transport;
    if (token !== undefined) transport.setToken(token);
    for (const attach of waiting.splice(0)) attach(transport);
    return transport;
  });
  loaded.catch((error: unknown) => console.error('The transport could not be loaded', error));

  const once: Once = (attach) => {
    if (real) return attach(real);
    let undo: (() => void) | null = null;
    let cancelled = false;
    waiting.push((transport) => {
      if (!cancelled) undo = attach(transport);
    });
    return () => {
      cancelled = true;
      undo?.();
    };
  };
  const current = () => real;

  return {
    // The configuration is known before the code: the demo badge names the backend from the first render.
    kind: config.kind,
    config,
    async request<T>(method: HttpMethod, path: string, body?: unknown) {
      return (await loaded).request<T>(method, path, body);
    },
    async whisper<T>(event: string, data: unknown) {
      return (await loaded).whisper<T>(event, data);
    },
    realtime: deferConnection((transport) => transport.realtime, once, current),
    // Whether there is a trading server is configuration too, so the banner knows it from the first render.
    trading: hasTradingServer(config)
      ? deferConnection((transport) => transport.trading, once, current)
      : null,
    setToken(next) {
      if (real) real.setToken(next);
      else token = next;
    },
  };
}

/**
 * The QA handle (`window.__harness`) of a sim build while its transport loads: the same calls, answered once
 * the real handle is there, so the demo panel's button and scripts find it from the first render on.
 */
export function deferHarness(real: Promise<HarnessHandle>): HarnessHandle {
  let ready: HarnessHandle | null = null;
  void real.then((handle) => (ready = handle));
  const control = new Proxy(
    {},
    {
      // Every control is a method answered by the worker; 'then' stays undefined so the handle is no promise.
      get: (_, name) =>
        name === 'then'
          ? undefined
          : (...args: unknown[]) =>
              real.then((handle) =>
                (handle.control as unknown as Record<PropertyKey, (...rest: unknown[]) => unknown>)[name]!(
                  ...args,
                ),
              ),
    },
  ) as HarnessHandle['control'];
  return {
    transport: 'sim',
    control,
    provider: {
      call: async (session: string, method: string, params: unknown): Promise<ProviderCallAnswer> =>
        (await real).provider.call(session, method, params),
    } as HarnessHandle['provider'],
    realtime: deferSocketControl(
      real,
      () => ready,
      (handle) => handle.realtime,
    ),
    trading: {
      ...deferSocketControl(
        real,
        () => ready,
        (handle) => handle.trading,
      ),
      push: (tick: PriceTick) => void real.then((handle) => handle.trading.push(tick)),
    },
  };
}

/** One server's drop and restore, answered once the real handle is there; offline until then. */
function deferSocketControl(
  real: Promise<HarnessHandle>,
  ready: () => HarnessHandle | null,
  pick: (handle: HarnessHandle) => SocketControl,
): SocketControl {
  return {
    drop: () => void real.then((handle) => pick(handle).drop()),
    restore: () => void real.then((handle) => pick(handle).restore()),
    online: () => {
      const handle = ready();
      return handle ? pick(handle).online() : false;
    },
  };
}
