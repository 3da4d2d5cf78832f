import { useCallback, useEffect, useRef, useState } from 'react';
import type { PokerTableState } from '@contract/provider/poker';
import type { ProviderCall } from '../provider-client';

/** How often the client asks for the table (the provider pushes nothing to its clients). */
const POLL_MS = 700;

/**
 * The table as the provider last told it, asked for every POLL_MS and after each of the player's calls, with
 * the browser time it arrived (turn timers count from it).
 */
export function useTable(call: ProviderCall, table: string, onError: (error: unknown) => void) {
  const [state, setState] = useState<{ view: PokerTableState; at: number } | null>(null);
  const alive = useRef(true);
  const accept = useCallback((view: PokerTableState) => {
    if (alive.current) setState({ view, at: Date.now() });
  }, []);

  useEffect(() => {
    alive.current = true;
    let timer = 0;
    const poll = () =>
      call('poker.state', { table })
        .then(accept, onError)
        .finally(() => {
          if (alive.current) timer = window.setTimeout(poll, POLL_MS);
        });
    void poll();
    return () => {
      alive.current = false;
      window.clearTimeout(timer);
    };
  }, [call, table, accept, onError]);

  return { state, accept };
}

/** Re-renders every `ms` while `on` (for the turn timer). */
export function useTicker(on: boolean, ms = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [on, ms]);
  return now;
}
