import { useSyncExternalStore } from 'react';
import { serverNow } from '../frame-store';

/** One shared one-second beat for every running match clock on the page. */
const listeners = new Set<() => void>();
let timer: number | undefined;
let second = Math.floor(Date.now() / 1000);

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= window.setInterval(() => {
    second = Math.floor(Date.now() / 1000);
    listeners.forEach((notify) => notify());
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The server's time, re-read each second. */
export function useServerNow(): number {
  useSyncExternalStore(subscribe, () => second);
  return serverNow();
}
