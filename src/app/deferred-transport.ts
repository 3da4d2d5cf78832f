/**
 * The transport the page starts with while the real one's code loads (pusher-js, mock-socket, comlink and
 * the worker's start, about a fifth of the page's JavaScript): the first screen paints without waiting for
 * it. Calls made meanwhile wait for it and go out in order; the token set meanwhile is the one it starts
 * with; realtime subscriptions and state listeners attach to it once it is there. The connection reads
 * 'connecting' until then, as pusher-js does before its socket opens.
 */
import type { HttpMethod, ProviderCallAnswer } from '@contract/index';
import type { HarnessHandle, TransportConfig } from './transport';
import type { RealtimeConnection, Transport } from './transport/types';

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

  /** Runs `attach` on the transport now or once it is there; the returned function undoes it. */
  function once(attach: (transport: Transport) => () => void): () => void {
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
  }

  const realtime: RealtimeConnection = {
    listen: (channel, event, handler) =>
      once((transport) => transport.realtime.listen(channel, event, handler)),
    leave(channel) {
      once((transport) => {
        transport.realtime.leave(channel);
        return () => undefined;
      });
    },
    state: () => real?.realtime.state() ?? 'connecting',
    onStateChange: (listener) =>
      once((transport) => {
        const off = transport.realtime.onStateChange(listener);
        if (transport.realtime.state() !== 'connecting') listener(transport.realtime.state());
        return off;
      }),
    // Before the transport is there, its connection is yet to open, and it opens with the current token.
    reconnect: () => real?.realtime.reconnect(),
    disconnect() {
      once((transport) => {
        transport.realtime.disconnect();
        return () => undefined;
      });
    },
  };

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
    realtime,
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
    realtime: {
      drop: () => void real.then((handle) => handle.realtime.drop()),
      restore: () => void real.then((handle) => handle.realtime.restore()),
      online: () => ready?.realtime.online() ?? false,
    },
  };
}
