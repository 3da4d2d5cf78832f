/**
 * The table as the game client knows it: `live.state` polled every POLL_MS (the frame hears no realtime
 * events of its own), and every call's answer taken at once. The countdown runs on the local clock between
 * answers, from the server's own "ends in" (endsAt - now), so no clock of this page is compared with the
 * server's.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveTableState } from '@contract/provider/live';
import type { ProviderCall } from '../provider-client';

export const POLL_MS = 500;

export interface TableView {
  state: LiveTableState | null;
  /** performance.now() at which the current phase ends here. */
  deadline: number;
  /** Takes the answer of a call (bet, decide) as the newest state. */
  accept(state: LiveTableState): void;
}

export interface TableListeners {
  /** Every new state (polled or answered), after it is taken. */
  onState(state: LiveTableState): void;
  onError(error: unknown): void;
}

export function useTable(call: ProviderCall, listeners: TableListeners): TableView {
  const [state, setState] = useState<LiveTableState | null>(null);
  const [deadline, setDeadline] = useState(0);
  const listenersRef = useRef(listeners);
  useEffect(() => {
    listenersRef.current = listeners;
  }, [listeners]);

  const accept = useCallback((next: LiveTableState) => {
    setState(next);
    setDeadline(performance.now() + Math.max(0, next.endsAt - next.now));
    listenersRef.current.onState(next);
  }, []);

  useEffect(() => {
    let alive = true;
    let timer = 0;
    const poll = async () => {
      try {
        const next = await call('live.state', undefined);
        if (alive) accept(next);
      } catch (error) {
        if (alive) listenersRef.current.onError(error);
      }
      if (alive) timer = window.setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [call, accept]);

  return { state, deadline, accept };
}

/** Milliseconds left until `deadline`, re-rendered every `tickMs`. */
export function useRemaining(deadline: number, tickMs = 100): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(performance.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return Math.max(0, deadline - now);
}
