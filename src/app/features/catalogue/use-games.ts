import { useEffect, useMemo, useState } from 'react';
import type { CatalogueGame, GameFilter } from '@contract/catalogue';
import { fetchGames } from './api';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface GamesState {
  status: LoadStatus;
  games: CatalogueGame[];
  /** Every match of the filter, for the page count and the see-all tile. */
  total: number;
}

const LOADING: GamesState = { status: 'loading', games: [], total: 0 };

/**
 * One page of the games a filter matches. A new filter or page shows the loading state until its answer; an
 * answer that arrives after the question changed is dropped.
 */
export function useGames(filter: GameFilter[] | null, offset: number, limit: number): GamesState {
  const key = filter ? JSON.stringify(filter) : null;
  // The filter as a value of its text: a caller's fresh array with the same conditions is the same question.
  const stableFilter = useMemo(() => (key ? (JSON.parse(key) as GameFilter[]) : null), [key]);
  const [state, setState] = useState<GamesState & { question: string }>({ ...LOADING, question: '' });
  const question = `${key}|${offset}|${limit}`;

  useEffect(() => {
    if (!stableFilter) return;
    let current = true;
    fetchGames({ filter: stableFilter, offset, limit }).then(
      ({ games, total }) => current && setState({ status: 'ready', games, total, question }),
      () => current && setState({ ...LOADING, status: 'error', question }),
    );
    return () => {
      current = false;
    };
  }, [stableFilter, offset, limit, question]);

  return state.question === question ? state : LOADING;
}
