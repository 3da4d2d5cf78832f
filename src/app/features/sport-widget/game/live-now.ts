/** One shared sim-time tick for the live index's clocks, running while the index is shown. */
import { useEffect } from 'react';
import { create } from 'zustand';
import { serverNow } from '../../../api/server-clock';

export const useLiveNow = create<{ now: number | null }>(() => ({ now: null }));

export function useLiveNowTicker(tickMs = 1_000): void {
  useEffect(() => {
    const tick = () => useLiveNow.setState({ now: serverNow() });
    tick();
    const timer = setInterval(tick, tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
}
