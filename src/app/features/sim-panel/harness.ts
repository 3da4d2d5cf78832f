import type { HarnessHandle } from '../../transport';

/** The sim's QA handle when this page runs on the simulated backend; null against the real API. */
export function currentHarness(): HarnessHandle | null {
  return typeof window === 'undefined' ? null : (window.__harness ?? null);
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
