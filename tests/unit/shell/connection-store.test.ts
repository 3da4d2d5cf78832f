/**
 * The connection store follows both realtime connections: the events server's and the trading server's; a
 * build without a trading server keeps its state null (never down, so the banner has no trading line).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionState } from '@contract/index';
import {
  trackConnection,
  trackTradingConnection,
  useConnectionStore,
} from '../../../src/app/realtime/connection-store';
import type { RealtimeConnection } from '../../../src/app/transport/types';

/** A connection whose state the test moves. */
function connection(initial: ConnectionState) {
  let state = initial;
  const listeners = new Set<(next: ConnectionState) => void>();
  const realtime = {
    state: () => state,
    onStateChange: (listener: (next: ConnectionState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as RealtimeConnection;
  const move = (next: ConnectionState) => {
    state = next;
    listeners.forEach((listener) => listener(next));
  };
  return { realtime, move, listening: () => listeners.size };
}

beforeEach(() => useConnectionStore.setState({ events: 'connecting', trading: null }));

describe('the connection store', () => {
  it('tracks the trading connection apart from the events one, until untracked', () => {
    const events = connection('connected');
    const trading = connection('connecting');
    trackConnection(events.realtime);
    const stop = trackTradingConnection(trading.realtime);
    expect(useConnectionStore.getState()).toEqual({ events: 'connected', trading: 'connecting' });

    trading.move('connected');
    trading.move('disconnected');
    expect(useConnectionStore.getState()).toEqual({ events: 'connected', trading: 'disconnected' });
    events.move('connecting');
    expect(useConnectionStore.getState()).toEqual({ events: 'connecting', trading: 'disconnected' });

    stop();
    expect(trading.listening()).toBe(0);
    trading.move('connected');
    expect(useConnectionStore.getState().trading).toBe('disconnected');
  });

  it('keeps the trading state null when the build has no trading server', () => {
    useConnectionStore.setState({ trading: 'disconnected' });
    trackTradingConnection(null)();
    expect(useConnectionStore.getState().trading).toBeNull();
  });
});
