// @vitest-environment jsdom
/** The search overlay's logic: what it asks, from how many characters, its debounce, Enter and paging. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { SEARCH_PAGE_SIZE, type GamesFilterBody } from '@contract/catalogue';
import { clearGamesCache } from '../../../src/app/features/catalogue/api';
import {
  SEARCH_DEBOUNCE_MS,
  searchRequest,
  useGameSearch,
} from '../../../src/app/features/catalogue/search/use-game-search';

const calls = vi.hoisted(() => ({ bodies: [] as GamesFilterBody[], fail: false }));

vi.mock('../../../src/app/api/api', () => ({
  api: vi.fn(async (_route: string, body: GamesFilterBody) => {
    calls.bodies.push(body);
    if (calls.fail) throw new Error('offline');
    const games = Array.from({ length: body.limit ?? 0 }, (_, index) => ({
      id: `game-${(body.offset ?? 0) + index}`,
      name: `Game ${(body.offset ?? 0) + index}`,
      icon: '',
      image: '',
      type: 'Studio',
      priority: 1,
      category: ['slots'],
      custom_category: null,
      isSearchFeatured: true,
    }));
    return { games, total: 20 };
  }),
}));

/** Lets the fake answers resolve. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  calls.bodies = [];
  calls.fail = false;
  clearGamesCache();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('searchRequest', () => {
  it('searches names from three characters, narrowed by the provider', () => {
    expect(searchRequest({ text: ' gol ', provider: 'Studio' })).toEqual({
      mode: 'results',
      filter: [
        { key: 'name', expect: 'gol', type: 'search' },
        { key: 'type', expect: 'Studio' },
      ],
    });
  });

  it('shows the featured games below three characters, or the provider games when one is picked', () => {
    expect(searchRequest({ text: 'go', provider: null })).toEqual({
      mode: 'featured',
      filter: [{ key: 'isSearchFeatured', expect: true }],
    });
    expect(searchRequest({ text: '', provider: 'Studio' }).mode).toBe('provider');
  });
});

describe('useGameSearch', () => {
  it('opens on the featured games, six a page', async () => {
    const { result } = renderHook(() => useGameSearch());
    expect(result.current.loading).toBe(true);
    await settle();
    expect(result.current.mode).toBe('featured');
    expect(result.current.games).toHaveLength(SEARCH_PAGE_SIZE);
    expect(result.current.pages).toBe(4);
    expect(calls.bodies[0]).toMatchObject({ offset: 0, limit: SEARCH_PAGE_SIZE });
  });

  it('waits for typing to pause before it searches', async () => {
    const { result } = renderHook(() => useGameSearch());
    await settle();
    act(() => result.current.setText('go'));
    act(() => result.current.setText('gol'));
    act(() => result.current.setText('gold'));
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(calls.bodies).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    expect(calls.bodies).toHaveLength(2);
    expect(calls.bodies[1]!.filter).toEqual([{ key: 'name', expect: 'gold', type: 'search' }]);
    expect(result.current.mode).toBe('results');
  });

  it('searches at once on Enter and on a new provider, back on page 1', async () => {
    const { result } = renderHook(() => useGameSearch());
    await settle();
    act(() => result.current.setPage(3));
    await settle();
    expect(calls.bodies.at(-1)).toMatchObject({ offset: 2 * SEARCH_PAGE_SIZE });
    act(() => result.current.setText('gold'));
    act(() => result.current.submit());
    await settle();
    expect(result.current.page).toBe(1);
    expect(calls.bodies.at(-1)).toMatchObject({ offset: 0, filter: [{ key: 'name', expect: 'gold' }] });
    act(() => result.current.setProvider('Studio'));
    await settle();
    expect(calls.bodies.at(-1)!.filter).toHaveLength(2);
  });

  it('stops loading on a failed search and keeps what it showed', async () => {
    const { result } = renderHook(() => useGameSearch());
    await settle();
    const shown = result.current.games;
    calls.fail = true;
    act(() => result.current.setPage(2));
    expect(result.current.loading).toBe(true);
    await settle();
    expect(result.current.loading).toBe(false);
    expect(result.current.games).toBe(shown);
  });
});
