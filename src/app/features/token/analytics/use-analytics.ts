import { useEffect, useState } from 'react';
import type { AnalyticsRoute, AnalyticsTimeframe } from '@contract/analytics';
import type { RouteAnswer } from '@contract/index';
import { api } from '../../../api/api';

/** One block's answer: loading, there, or failed. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

const LOADING = { status: 'loading' } as const;

/**
 * One analytics call for a block, made again whenever the timeframe changes (or `caller`, for the answers
 * that depend on who asks). An answer is kept with the call it belongs to: until the newest call has answered,
 * the block is loading, and an older call's late answer is never shown.
 */
export function useAnalytics<R extends AnalyticsRoute>(
  route: R,
  timeframe: AnalyticsTimeframe,
  caller: string | null = null,
): Loadable<RouteAnswer<R>> {
  const key = `${route} ${timeframe} ${caller ?? ''}`;
  const [answered, setAnswered] = useState<{ key: string; state: Loadable<RouteAnswer<R>> } | null>(null);
  useEffect(() => {
    let current = true;
    // The analytics routes all take { timeframe }: the cast only joins their eight body types into one.
    const call = api as (route: R, body: { timeframe: AnalyticsTimeframe }) => Promise<RouteAnswer<R>>;
    call(route, { timeframe }).then(
      (data) => current && setAnswered({ key, state: { status: 'ready', data } }),
      () => current && setAnswered({ key, state: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [key, route, timeframe]);
  return answered?.key === key ? answered.state : LOADING;
}
