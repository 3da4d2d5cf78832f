import { create } from 'zustand';
import type { ConnectionState } from '@contract/index';
import type { RealtimeConnection } from '../transport/types';

/** The events connection's state, for the connection banner. (The trading connection joins with trading.) */
export const useConnectionStore = create<{ events: ConnectionState }>(() => ({ events: 'connecting' }));

/** Forwards a realtime connection's state into the store; returns the unsubscribe function. */
export function trackConnection(realtime: RealtimeConnection): () => void {
  useConnectionStore.setState({ events: realtime.state() });
  return realtime.onStateChange((events) => useConnectionStore.setState({ events }));
}
