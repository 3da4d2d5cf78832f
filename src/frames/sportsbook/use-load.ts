import { useEffect, useRef, useState } from 'react';
import { SportsbookError } from './host-link';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

const failureText = (error: unknown) =>
  error instanceof SportsbookError ? error.message : 'Something went wrong. Please try again.';

/**
 * Loads what a view shows, again whenever `key` changes, and quietly every `refreshMs` (a list's membership:
 * which matches are live; prices themselves arrive by the forwarded ticks, never by polling).
 */
export function useLoad<T>(key: string, load: () => Promise<T>, refreshMs?: number) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const resultKey = `${key}#${attempt}`;

  useEffect(() => {
    let live = true;
    const run = () =>
      latestLoad.current().then(
        (data) => live && setResult({ key: resultKey, loaded: { status: 'ready', data } }),
        (error: unknown) =>
          live &&
          setResult((previous) =>
            // A failed refresh keeps what is on screen.
            previous?.key === resultKey && previous.loaded.status === 'ready'
              ? previous
              : { key: resultKey, loaded: { status: 'error', message: failureText(error) } },
          ),
      );
    void run();
    const timer = refreshMs ? window.setInterval(() => void run(), refreshMs) : undefined;
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [resultKey, refreshMs]);

  const loaded: Loaded<T> = result?.key === resultKey ? result.loaded : { status: 'loading' };
  return { loaded, retry: () => setAttempt((count) => count + 1) };
}
