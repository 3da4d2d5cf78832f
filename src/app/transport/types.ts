/**
 * The seam on the client side (ARCHITECTURE.md "The seam: one Transport"). HttpTransport talks to the real
 * API, SimTransport to the simulated backend in a worker; everything above sees only this interface.
 */
import type { ConnectionState, HttpMethod } from '@contract/index';
import type { TransportConfig } from './config';

export type RealtimeHandler = (payload: unknown) => void;

/** The realtime side: pusher-js underneath in both modes; only its host and authoriser differ. */
export interface RealtimeConnection {
  /** Subscribes (once per channel) and binds a handler; returns the unbind function. */
  listen(channel: string, event: string, handler: RealtimeHandler): () => void;
  /** Leaves a channel and drops its handlers. */
  leave(channel: string): void;
  state(): ConnectionState;
  onStateChange(listener: (state: ConnectionState) => void): () => void;
  /** Reconnects with the current token (after a sign-in or sign-out). */
  reconnect(): void;
  disconnect(): void;
}

export interface Transport {
  readonly kind: 'sim' | 'http';
  /** Where this transport points (the demo badge shows it); absent in test doubles. */
  readonly config?: TransportConfig;
  /** Throws ApiError for a non-2xx answer. */
  request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  /** Game calls: Play, Turn, Finish, Info, RestoreData, GameData. Throws ApiError. */
  whisper<T>(event: string, data: unknown): Promise<T>;
  readonly realtime: RealtimeConnection;
  /**
   * The trading server (prices and public trades; community.md §2 connection banner): a second Pusher
   * connection. Null when the build has none (an HTTP build without a trading server configured).
   */
  readonly trading: RealtimeConnection | null;
  setToken(token: string | null): void;
}
