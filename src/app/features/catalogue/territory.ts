/**
 * Provider territory restrictions on the client (community.md §8): where the player stands
 * (POST /api/checkJurisdiction) and which providers' restriction texts name that country. Tiles of those
 * providers show the blocked style and lead to /error/slotUnavailable.
 *
 * The restriction parser brings the country-name library with it, so it is loaded after the first paint
 * rather than with the home page: tiles show as playable until the answer is in.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { ProviderEntry } from '@contract/catalogue';
import { fetchJurisdiction, fetchProviderDirectory } from './api';

export interface TerritoryState {
  /** ISO-2 code of the player's country; null until known. */
  country: string | null;
  /** Names of the providers that do not serve that country. */
  blocked: ReadonlySet<string>;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const useTerritory = create<TerritoryState>()(() => ({
  country: null,
  blocked: new Set(),
  status: 'idle',
}));

/** The providers of the directory whose restriction text names `country`. */
export function blockedProviders(
  directory: readonly Pick<ProviderEntry, 'name' | 'restrictions'>[],
  country: string,
  isRestricted: (restrictions: string, country: string) => boolean,
): Set<string> {
  return new Set(directory.filter((entry) => isRestricted(entry.restrictions, country)).map((e) => e.name));
}

let loading: Promise<void> | null = null;

/**
 * Asks where the player stands and which providers block it; `again` after the country may have changed
 * (an answer to an earlier question that arrives later is then dropped).
 */
export function loadTerritory(again = false): Promise<void> {
  if (loading && !again) return loading;
  useTerritory.setState({ status: 'loading' });
  const load: Promise<void> = Promise.resolve()
    .then(() => Promise.all([fetchJurisdiction(), fetchProviderDirectory(), import('@contract/territory')]))
    .then(([{ iso }, directory, { isRestricted }]) => {
      if (loading !== load) return;
      useTerritory.setState({
        country: iso,
        blocked: blockedProviders(directory, iso, isRestricted),
        status: 'ready',
      });
    })
    .catch(() => {
      // Without an answer nothing is marked blocked; the demo panel or a later call asks again.
      if (loading === load) useTerritory.setState({ status: 'error' });
    })
    .finally(() => {
      if (loading === load) loading = null;
    });
  loading = load;
  return load;
}

/** Whether the player's country is blocked by `provider` (loads the territory on first use). */
export function useProviderBlocked(provider: string | undefined): boolean {
  const idle = useTerritory((state) => state.status === 'idle');
  const blocked = useTerritory((state) => (provider ? state.blocked.has(provider) : false));
  useEffect(() => {
    if (idle) void loadTerritory();
  }, [idle]);
  return blocked;
}

export const SLOT_UNAVAILABLE_PATH = '/error/slotUnavailable';
