import { createElement, useEffect, useState, type ComponentType } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts (or reuses) the download; once it resolves, the component renders synchronously. */
  preload(): Promise<unknown>;
  /**
   * Starts the download ahead of need (when idle, on hover) and never rejects: a chunk that fails to load is
   * left to the render, which shows the error and asks again.
   */
  prefetch(): void;
};

/**
 * A component whose code is split into its own chunk. Unlike React.lazy it renders synchronously once the
 * chunk is in memory, so a form preloaded while the browser is idle opens without a flash, and tests can
 * preload before rendering. Until then it shows a small loading line (or an error if the chunk failed).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a failed download (a dropped network) is asked again by the next caller
        throw error;
      },
    );
    return pending;
  };
  const prefetch = () => void preload().catch(() => undefined);

  function Lazy(props: P) {
    const [failed, setFailed] = useState(false);
    const [, setReady] = useState(loaded !== null);
    useEffect(() => {
      if (loaded) return;
      let active = true;
      preload().then(
        () => active && setReady(true),
        () => active && setFailed(true),
      );
      return () => {
        active = false;
      };
    }, []);
    if (loaded) return createElement(loaded, props);
    return (
      <p role={failed ? 'alert' : 'status'} className="lazy-status">
        {failed ? 'This part of the page could not be loaded. Reload to try again.' : 'Loading…'}
      </p>
    );
  }
  return Object.assign(Lazy, { preload, prefetch });
}

/**
 * Runs `work` once the browser is idle (or soon, where requestIdleCallback is missing). Returns the cancel, so
 * that an effect can return it: work for a component that has gone never runs.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
