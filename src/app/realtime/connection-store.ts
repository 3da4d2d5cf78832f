import { create } from 'zustand';
import type { ConnectionState } from '@contract/index';
import type { RealtimeConnection } from '../transport/types';

export interface ConnectionsState {
  /** The events connection (pusher-js: chat, feed, race, balances). */
  events: ConnectionState;
  /** The trading (prices) connection; null while this build has none (it comes with the futures feature). */
  trading: ConnectionState | null;
}

/** The realtime connections' states, for the connection banner and what waits for a connection. */
export const useConnectionStore = create<ConnectionsState>(() => ({ events: 'connecting', trading: null }));

/** Forwards a realtime connection's state into the store; returns the unsubscribe function. */
export function trackConnection(realtime: RealtimeConnection): () => void {
  useConnectionStore.setState({ events: realtime.state() });
  return realtime.onStateChange((events) => useConnectionStore.setState({ events }));
}
