/** One call's answer for a tab, loaded again when its key changes; errors in the catalogue's words. */
import { useEffect, useState } from 'react';
import { errorText } from '../../chat/texts';

export type TabData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

export function useTabData<T>(key: string, load: () => Promise<T>): [TabData<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const fullKey = `${key}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: TabData<T> } | null>(null);
  useEffect(() => {
    let active = true;
    load().then(
      (data) => active && setAnswer({ key: fullKey, state: { status: 'ready', data } }),
      (error: unknown) =>
        active && setAnswer({ key: fullKey, state: { status: 'error', message: errorText(error) } }),
    );
    return () => {
      active = false;
    };
    // `load` is the caller's closure over the key: the key says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey]);
  const state: TabData<T> = answer?.key === fullKey ? answer.state : { status: 'loading' };
  return [state, () => setAttempt((count) => count + 1)];
}
