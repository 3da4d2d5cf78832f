/** Motion helpers: the reduced-motion preference and a requestAnimationFrame count-up. */
import { useEffect, useState, useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the person asked the system for less motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * Eases from `from` to `to` over `duration` ms (geometric, so 1× to 1,000,000× still reads well), restarting
 * whenever `runKey` changes. With `enabled` false it shows `to` at once. Returns the number to show and
 * whether the count has arrived.
 */
export function useCountUp(
  to: number,
  {
    from = 1,
    duration = 1000,
    enabled = true,
    runKey,
  }: {
    from?: number;
    duration?: number;
    enabled?: boolean;
    runKey?: unknown;
  },
): { value: number; done: boolean } {
  const [frame, setFrame] = useState<{ key: unknown; to: number; value: number } | null>(null);
  const canAnimate = enabled && duration > 0 && to !== from && typeof requestAnimationFrame === 'function';

  useEffect(() => {
    if (!canAnimate) return;
    let handle = 0;
    let start: number | null = null;
    const low = Math.max(from, 1e-9);
    const high = Math.max(to, 1e-9);
    const tick = (now: number) => {
      start ??= now;
      const t = Math.min((now - start) / duration, 1);
      const eased = 1 - (1 - t) ** 3;
      const value = t >= 1 ? to : low * (high / low) ** eased;
      setFrame({ key: runKey, to, value });
      if (t < 1) handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [canAnimate, from, to, duration, runKey]);

  if (!canAnimate) return { value: to, done: true };
  const current = frame && frame.key === runKey && frame.to === to ? frame.value : from;
  return { value: current, done: current === to };
}
