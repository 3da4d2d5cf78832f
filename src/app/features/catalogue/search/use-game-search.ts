/**
 * The search overlay's state (community.md §2, §8, §9): a name search from 3 characters, narrowed by a
 * provider; the featured games while the box is empty; 6 games a page. Typing reloads after a short pause,
 * Enter or a new provider at once; a failed search just stops loading and keeps what was shown.
 */
import { useEffect, useState } from 'react';
import { SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE, type CatalogueGame, type GameFilter } from '@contract/catalogue';
import { fetchGames } from '../api';
import { providerFilter, searchFeaturedFilter, searchFilter } from '../filters';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchMode = 'featured' | 'provider' | 'results';

export interface SearchQuery {
  text: string;
  provider: string | null;
}

/** What a query asks gamesFilter: the name search from 3 characters, else the provider's or the featured games. */
export function searchRequest({ text, provider }: SearchQuery): { mode: SearchMode; filter: GameFilter[] } {
  const trimmed = text.trim();
  if (trimmed.length >= SEARCH_MIN_CHARS) return { mode: 'results', filter: searchFilter(trimmed, provider) };
  if (provider) return { mode: 'provider', filter: providerFilter(provider) };
  return { mode: 'featured', filter: searchFeaturedFilter() };
}

export interface GameSearch {
  text: string;
  provider: string | null;
  page: number;
  pages: number;
  total: number;
  games: CatalogueGame[];
  mode: SearchMode;
  loading: boolean;
  setText(text: string): void;
  setProvider(provider: string | null): void;
  setPage(page: number): void;
  /** Enter: search what is typed now. */
  submit(): void;
}

interface Results {
  games: CatalogueGame[];
  total: number;
  mode: SearchMode;
}

export function useGameSearch(): GameSearch {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<SearchQuery>({ text: '', provider: null });
  const [page, setPage] = useState(1);
  // Bumped by Enter, so that submitting the same words searches again.
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<Results>({ games: [], total: 0, mode: 'featured' });
  // The question last answered (or failed): loading until it is the one asked now.
  const [settled, setSettled] = useState('');
  const question = JSON.stringify([query, page, attempt]);
  const loading = settled !== question;

  const commit = (next: SearchQuery) => {
    setQuery(next);
    setPage(1);
  };

  // Typing commits after a pause (a query the same as the last one changes nothing).
  useEffect(() => {
    if (text === query.text) return;
    const timer = setTimeout(() => commit({ text, provider: query.provider }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);

  useEffect(() => {
    const { mode, filter } = searchRequest(query);
    let current = true;
    fetchGames({ filter, offset: (page - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE }).then(
      ({ games, total }) => {
        if (!current) return;
        setResults({ games, total, mode });
        setSettled(question);
      },
      () => current && setSettled(question),
    );
    return () => {
      current = false;
    };
  }, [query, page, question]);

  return {
    text,
    provider: query.provider,
    page,
    pages: Math.ceil(results.total / SEARCH_PAGE_SIZE),
    total: results.total,
    games: results.games,
    mode: results.mode,
    loading,
    setText,
    setProvider: (provider) => commit({ text, provider }),
    setPage,
    submit: () => {
      commit({ text, provider: query.provider });
      setAttempt((count) => count + 1);
    },
  };
}
