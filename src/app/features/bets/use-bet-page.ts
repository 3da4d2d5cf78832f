import { useEffect, useState } from 'react';
import { ApiError, MESSAGES, type BetPage, type BetScope } from '@contract/index';
import { api } from '../../api/api';

export type BetPageState =
  | { status: 'loading'; page: BetPage | null }
  | { status: 'ready'; page: BetPage }
  | { status: 'error'; message: string };

type Answer = { key: string; page: BetPage } | { key: string; message: string };

/**
 * One page of a bets table; `refreshKey` changes (a new bet) reload it. While the next page loads the last
 * one stays on screen, marked busy.
 */
export function useBetPage(scope: BetScope, page: number, game: string | undefined, refreshKey: unknown) {
  const key = JSON.stringify([scope, page, game, refreshKey]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    let active = true;
    api('POST /api/bets', { scope, page, ...(game ? { game } : {}) }).then(
      (result) => active && setAnswer({ key, page: result }),
      (error: unknown) =>
        active && setAnswer({ key, message: error instanceof ApiError ? error.message : MESSAGES.internal }),
    );
    return () => {
      active = false;
    };
  }, [key, scope, page, game]);

  if (answer && 'message' in answer) {
    return answer.key === key
      ? ({ status: 'error', message: answer.message } as const)
      : ({ status: 'loading', page: null } as const);
  }
  if (answer?.key === key) return { status: 'ready', page: answer.page } as const;
  return { status: 'loading', page: answer?.page ?? null } as const;
}
