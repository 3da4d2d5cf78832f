/**
 * One second ticker for every sport screen: the server's time, moved on once a second while anything shows a
 * clock. Every running clock, countdown and the sidebar's clock read it, so a page of many live matches runs
 * one timer rather than one per row.
 */
import { useSyncExternalStore } from 'react';
import { serverNow } from '../../api/server-clock';

const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let current = serverNow() ?? Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  current = serverNow() ?? Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    current = serverNow() ?? Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const snapshot = () => current;

/** The server's time in milliseconds, re-rendering the caller once a second. */
export function useSportNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
