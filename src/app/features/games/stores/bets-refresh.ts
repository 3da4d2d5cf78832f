/**
 * When the game page's bet tables reload after settled rounds: at once after a round when none reloaded in
 * the last second, otherwise once that second is over. A manual round still shows in the tables at once;
 * auto-bet's twenty rounds a second cost one page of bets a second instead of one before every round (a
 * page of bets is a query the backend answers in the same queue as the next Play).
 */
import { create } from 'zustand';

export const BETS_REFRESH_MS = 1_000;

/** `revision` changes whenever the tables should reload. */
export const useBetsRefresh = create<{ revision: number }>()(() => ({ revision: 0 }));

let lastAt = Number.NEGATIVE_INFINITY;
let timer: ReturnType<typeof setTimeout> | null = null;

function reload(): void {
  timer = null;
  lastAt = performance.now();
  useBetsRefresh.setState((state) => ({ revision: state.revision + 1 }));
}

/** A round has settled: the tables reload now or at the end of the current second. */
export function refreshBetsSoon(): void {
  if (timer) return;
  const wait = lastAt + BETS_REFRESH_MS - performance.now();
  if (wait <= 0) reload();
  else timer = setTimeout(reload, wait);
}

/** Forgets the last reload and drops a pending one (tests). */
export function resetBetsRefresh(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  lastAt = Number.NEGATIVE_INFINITY;
}
