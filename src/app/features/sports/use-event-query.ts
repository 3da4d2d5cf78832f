/**
 * A list of events a screen asked for: loads it through the store (which keeps each event live from the
 * pushes) and keeps the ids in the answer's order. It reloads quietly, without the skeleton, when `refreshKey`
 * changes (the category counts moved: a match went live or ended), at most once per REFRESH_GAP_MS, so the
 * lists follow the world without polling.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { sportsFailureText } from './sports-store';

const REFRESH_GAP_MS = 5_000;

export interface EventQuery {
  status: 'loading' | 'ready' | 'error';
  ids: string[];
  error: string | null;
  retry(): void;
}

interface Answer {
  request: string;
  status: 'ready' | 'error';
  ids: string[];
  error: string | null;
}

/** `key` names the request (null: nothing to ask yet); `load` answers the ids. */
export function useEventQuery(
  key: string | null,
  load: () => Promise<string[]>,
  refreshKey = '',
): EventQuery {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = key === null ? null : `${key}#${attempt}`;
  const fetchIds = useEffectEvent(() => load());
  const lastLoad = useRef(0);
  const seenRefreshKey = useRef(refreshKey);

  // A new request (or a retry) shows the skeleton; the answer of a superseded request is dropped.
  useEffect(() => {
    if (request === null) return;
    let current = true;
    lastLoad.current = Date.now();
    fetchIds().then(
      (ids) => current && setAnswer({ request, status: 'ready', ids, error: null }),
      (error: unknown) =>
        current && setAnswer({ request, status: 'error', ids: [], error: sportsFailureText(error) }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  // A moved count reloads in place; a failure then keeps the list shown.
  useEffect(() => {
    if (request === null || seenRefreshKey.current === refreshKey) return;
    seenRefreshKey.current = refreshKey;
    let current = true;
    const wait = Math.max(0, lastLoad.current + REFRESH_GAP_MS - Date.now());
    const timer = setTimeout(() => {
      lastLoad.current = Date.now();
      fetchIds().then(
        (ids) => current && setAnswer({ request, status: 'ready', ids, error: null }),
        () => undefined,
      );
    }, wait);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [refreshKey, request]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const settled = answer?.request === request ? answer : null;
  return settled
    ? { status: settled.status, ids: settled.ids, error: settled.error, retry }
    : { status: 'loading', ids: [], error: null, retry };
}
