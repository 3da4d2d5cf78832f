/**
 * Events the player starred, kept in the sportsbook's own localStorage (its origin's, not the operator's
 * state): the /favorites view lists them. Ended events drop out after a day, when the world stops serving them.
 */
import { create } from 'zustand';

const STORAGE_KEY = 'sportsbook:favorites';
/** The most events kept: the oldest starred go first. */
const MAX_FAVORITES = 50;

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const useFavorites = create<{ ids: string[] }>(() => ({ ids: read() }));

function save(ids: string[]): void {
  useFavorites.setState({ ids });
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage may be off (private mode): the stars last for this visit.
  }
}

export function toggleFavorite(matchId: string): void {
  const { ids } = useFavorites.getState();
  save(ids.includes(matchId) ? ids.filter((id) => id !== matchId) : [...ids, matchId].slice(-MAX_FAVORITES));
}

/** Forgets events the world no longer serves. */
export function dropFavorites(matchIds: readonly string[]): void {
  if (matchIds.length === 0) return;
  save(useFavorites.getState().ids.filter((id) => !matchIds.includes(id)));
}
