/** Loads a staff call's answer for a body: loading, there or failed, asked again when the body changes. */
import { useCallback, useEffect, useState } from 'react';
import type { RouteAnswer, RouteBody } from '@contract/index';
import type { AdminRouteMap } from '@contract/admin-routes';
import { api } from '../../api/api';

export type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

type AdminRoute = keyof AdminRouteMap;

export function useAdminCall<R extends AdminRoute>(route: R, body: RouteBody<R>) {
  const key = JSON.stringify(body);
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<{ key: string; state: Loadable<RouteAnswer<R>> } | null>(null);
  useEffect(() => {
    let current = true;
    // Every admin route takes a body: the cast only joins their signatures into one.
    const call = api as (route: R, body: RouteBody<R>) => Promise<RouteAnswer<R>>;
    call(route, JSON.parse(key) as RouteBody<R>).then(
      (data) => current && setAnswered({ key, state: { status: 'ready', data } }),
      (error: unknown) =>
        current &&
        setAnswered({
          key,
          state: { status: 'error', message: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => {
      current = false;
    };
  }, [route, key, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  /** Shows an answer the page already has (an action answers the details after it). */
  const replace = useCallback(
    (data: RouteAnswer<R>) => setAnswered({ key, state: { status: 'ready', data } }),
    [key],
  );
  const state: Loadable<RouteAnswer<R>> = answered?.key === key ? answered.state : { status: 'loading' };
  return { state, reload, replace };
}
