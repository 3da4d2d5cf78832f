import { useCallback, useEffect, useState } from 'react';
import type { RouteAnswer, RouteBody, RouteKey } from '@contract/index';
import { api } from '../../api/api';

/** A page's answer: loading, there, or failed. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

export type BodylessRoute = { [K in RouteKey]: RouteBody<K> extends void ? K : never }[RouteKey];

const LOADING = { status: 'loading' } as const;

/**
 * The answer of a call without a body for `key` (who asks). It is asked again when the key changes (the
 * answer of an earlier key never shows), when `refresh` changes (the answer shown stays until the new one
 * arrives: a level-up should not blank the page) and on `reload` (after a failure: loading shows again).
 */
export function useRouteAnswer<R extends BodylessRoute>(
  route: R,
  key: string,
  refresh: unknown = null,
): { state: Loadable<RouteAnswer<R>>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<{ key: string; state: Loadable<RouteAnswer<R>> } | null>(null);
  useEffect(() => {
    let current = true;
    // Every BodylessRoute takes no body: the cast only joins their signatures into one.
    const call = api as (route: R) => Promise<RouteAnswer<R>>;
    call(route).then(
      (data) => current && setAnswered({ key, state: { status: 'ready', data } }),
      () => current && setAnswered({ key, state: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [route, key, refresh, attempt]);
  const reload = useCallback(() => {
    setAnswered(null);
    setAttempt((count) => count + 1);
  }, []);
  return { state: answered?.key === key ? answered.state : LOADING, reload };
}
