/** One body-less rewards call for a card or the rakeback modal: loading, there or failed, and a reload. */
import { useCallback, useEffect, useState } from 'react';
import type { RouteAnswer, RouteKey } from '@contract/index';
import { api } from '../../api/api';
import { errorText } from '../chat/texts';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

const LOADING = { status: 'loading' } as const;

/** The rewards routes the cards read: POST calls without a body. */
export type RewardRoute = Extract<
  RouteKey,
  | 'POST /api/promocode/ticket/data'
  | 'POST /api/promocode/discord/state'
  | 'POST /api/data/cashback'
  | 'POST /api/data/promotions/rakeback'
  | 'POST /api/data/rakeback'
>;

/**
 * Calls `route` while `enabled` (a guest's card calls nothing) and again on reload(). An answer is kept with the
 * call it belongs to, so a late answer of an older call never shows over a newer one; a reload keeps the last
 * answer on screen until the new one arrives.
 */
export function useRewardCall<R extends RewardRoute>(route: R, enabled = true) {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ round: number; state: Loaded<RouteAnswer<R>> } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const call = api as (route: R) => Promise<RouteAnswer<R>>;
    call(route).then(
      (data) => current && setAnswer({ round, state: { status: 'ready', data } }),
      (error: unknown) =>
        current && setAnswer({ round, state: { status: 'error', message: errorText(error) } }),
    );
    return () => {
      current = false;
    };
  }, [route, enabled, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state: answer?.state ?? LOADING, reload };
}
