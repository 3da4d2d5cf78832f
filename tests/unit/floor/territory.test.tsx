// @vitest-environment jsdom
/** Territory blocking on the client: which providers block the player's country, and the hook tiles use. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { isRestricted } from '@contract/territory';
import {
  blockedProviders,
  loadTerritory,
  useProviderBlocked,
  useTerritory,
} from '../../../src/app/features/catalogue/territory';

const answers = vi.hoisted(() => ({ iso: 'US' as string, fail: false }));

vi.mock('../../../src/app/api/api', () => ({
  api: vi.fn(async (route: string) => {
    if (answers.fail) throw new Error('offline');
    if (route === 'POST /api/checkJurisdiction') return { iso: answers.iso };
    if (route === 'POST /api/data/providerDirectory') {
      return [
        { name: 'Open Studio', restrictions: 'No', image: '', priority: 3, is_featured: true, games: 4 },
        {
          name: 'Strict Reels',
          restrictions: 'United States, France',
          image: '',
          priority: 2,
          is_featured: false,
          games: 9,
        },
        {
          name: 'Island Games',
          restrictions: 'Australia, Atlantis',
          image: '',
          priority: 1,
          is_featured: false,
          games: 2,
        },
      ];
    }
    throw new Error(`unexpected ${route}`);
  }),
}));

beforeEach(() => {
  answers.iso = 'US';
  answers.fail = false;
  useTerritory.setState({ country: null, blocked: new Set(), status: 'idle' });
});
afterEach(cleanup);

describe('blockedProviders', () => {
  const directory = [
    { name: 'A', restrictions: 'no' },
    { name: 'B', restrictions: 'United Kingdom, France' },
    { name: 'C', restrictions: 'France' },
  ];

  it('lists the providers whose restriction text names the country', () => {
    expect([...blockedProviders(directory, 'FR', isRestricted)]).toEqual(['B', 'C']);
    expect([...blockedProviders(directory, 'GB', isRestricted)]).toEqual(['B']);
  });

  it('blocks nobody in a country no text names', () => {
    expect(blockedProviders(directory, 'MT', isRestricted).size).toBe(0);
  });
});

describe('useProviderBlocked', () => {
  it('asks on first use, then marks the providers that block the player', async () => {
    const strict = renderHook(() => useProviderBlocked('Strict Reels'));
    const open = renderHook(() => useProviderBlocked('Open Studio'));
    await waitFor(() => expect(strict.result.current).toBe(true));
    expect(open.result.current).toBe(false);
    expect(useTerritory.getState().country).toBe('US');
  });

  it('follows the player to another country when asked again', async () => {
    const island = renderHook(() => useProviderBlocked('Island Games'));
    await waitFor(() => expect(useTerritory.getState().status).toBe('ready'));
    expect(island.result.current).toBe(false);
    answers.iso = 'AU';
    await act(() => loadTerritory(true));
    expect(island.result.current).toBe(true);
  });

  it('blocks nothing when the answers fail, and a later use asks again', async () => {
    answers.fail = true;
    const strict = renderHook(() => useProviderBlocked('Strict Reels'));
    await waitFor(() => expect(useTerritory.getState().status).toBe('error'));
    expect(strict.result.current).toBe(false);
    answers.fail = false;
    await act(() => loadTerritory());
    expect(strict.result.current).toBe(true);
  });

  it('never blocks a game without a provider (the in-house games)', () => {
    const { result } = renderHook(() => useProviderBlocked(undefined));
    expect(result.current).toBe(false);
  });
});
