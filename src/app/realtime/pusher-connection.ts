import Pusher, { type Channel, type Options } from 'pusher-js';
import type { ConnectionState } from '@contract/index';
import type { RealtimeConnection, RealtimeHandler } from '../transport/types';

/** pusher-js states to the two the app forwards (platform.md §4: unavailable counts as disconnect). */
export function toConnectionState(pusherState: string): ConnectionState {
  switch (pusherState) {
    case 'connected':
      return 'connected';
    case 'initialized':
    case 'connecting':
      return 'connecting';
    default:
      return 'disconnected';
  }
}

export interface PusherSettings {
  key: string;
  /** pusher-js options other than the authoriser, which is always the transport's own request. */
  options: Omit<Options, 'channelAuthorization'>;
  /** Authorises a private channel: the transport POSTs /broadcasting/auth with the bearer token. */
  authorize(socketId: string, channelName: string): Promise<{ auth: string }>;
}

/**
 * The realtime connection over the real pusher-js client, for both transports. Handlers are remembered per
 * channel so that a reconnect (new token, new socket) resubscribes and rebinds them.
 */
export function createPusherConnection(settings: PusherSettings): RealtimeConnection {
  const handlers = new Map<string, Map<string, Set<RealtimeHandler>>>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  let current: ConnectionState = 'connecting';
  let pusher = connect();

  function connect(): Pusher {
    const client = new Pusher(settings.key, {
      ...settings.options,
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => {
          settings.authorize(socketId, channelName).then(
            (data) => callback(null, data),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
          );
        },
      },
    });
    client.connection.bind('state_change', ({ current: next }: { current: string }) => setState(next));
    for (const [channelName, events] of handlers) bindAll(client.subscribe(channelName), events);
    return client;
  }

  function setState(pusherState: string) {
    const next = toConnectionState(pusherState);
    if (next === current) return;
    current = next;
    for (const listener of stateListeners) listener(next);
  }

  function bindAll(channel: Channel, events: Map<string, Set<RealtimeHandler>>) {
    for (const [event, set] of events) for (const handler of set) channel.bind(event, handler);
  }

  return {
    listen(channelName, event, handler) {
      let events = handlers.get(channelName);
      if (!events) handlers.set(channelName, (events = new Map()));
      let set = events.get(event);
      if (!set) events.set(event, (set = new Set()));
      set.add(handler);
      const channel = pusher.channel(channelName) ?? pusher.subscribe(channelName);
      channel.bind(event, handler);
      return () => {
        set.delete(handler);
        pusher.channel(channelName)?.unbind(event, handler);
      };
    },
    leave(channelName) {
      handlers.delete(channelName);
      pusher.unsubscribe(channelName);
    },
    state: () => current,
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    reconnect() {
      pusher.disconnect();
      pusher = connect();
    },
    disconnect() {
      pusher.disconnect();
    },
  };
}
