import { create } from 'zustand';
import type { ConnectionState } from '@contract/index';
import type { RealtimeConnection } from '../transport/types';

export interface ConnectionsState {
  /** The events connection (pusher-js: chat, feed, race, balances). */
  events: ConnectionState;
  /** The trading server's connection (prices, public trades); null when this build has none. */
  trading: ConnectionState | null;
}

/** The realtime connections' states, for the connection banner and what waits for a connection. */
export const useConnectionStore = create<ConnectionsState>(() => ({ events: 'connecting', trading: null }));

function track(which: keyof ConnectionsState, connection: RealtimeConnection): () => void {
  useConnectionStore.setState({ [which]: connection.state() });
  return connection.onStateChange((state) => useConnectionStore.setState({ [which]: state }));
}

/** Forwards the events connection's state into the store; returns the unsubscribe function. */
export const trackConnection = (realtime: RealtimeConnection) => track('events', realtime);

/** Forwards the trading connection's state into the store (null: none, never down); returns the unsubscribe. */
export function trackTradingConnection(trading: RealtimeConnection | null): () => void {
  if (trading) return track('trading', trading);
  useConnectionStore.setState({ trading: null });
  return () => undefined;
}
