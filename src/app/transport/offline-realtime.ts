import type { RealtimeConnection } from './types';

/** A realtime side that never connects: Node tests of the request path, a connection not there yet. */
export function offlineRealtime(): RealtimeConnection {
  return {
    listen: () => () => undefined,
    leave: () => undefined,
    state: () => 'disconnected',
    onStateChange: () => () => undefined,
    reconnect: () => undefined,
    disconnect: () => undefined,
  };
}
