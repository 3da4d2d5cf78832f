/**
 * The games a player starred (the 'Bonus' ribbon of community.md §2 "Game tiles"). Loaded once per signed-in
 * player; a star changes the tile at once and is taken back if the server refuses it.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { toast } from '../../components/toast';
import { openAuthModal, useSession } from '../auth';
import { fetchFavourites, saveFavourite } from './api';

interface FavouritesState {
  /** Whose favourites these are; null for none loaded. */
  owner: string | null;
  ids: ReadonlySet<string>;
}

export const useFavourites = create<FavouritesState>()(() => ({ owner: null, ids: new Set() }));

const withId = (ids: ReadonlySet<string>, id: string, present: boolean) => {
  const next = new Set(ids);
  if (present) next.add(id);
  else next.delete(id);
  return next;
};

let loadingFor: string | null = null;

function loadFavourites(owner: string): void {
  if (loadingFor === owner || useFavourites.getState().owner === owner) return;
  loadingFor = owner;
  useFavourites.setState({ owner, ids: new Set() });
  fetchFavourites()
    .then(
      (games) => {
        if (useFavourites.getState().owner === owner)
          useFavourites.setState({ ids: new Set(games.map((g) => g.id)) });
      },
      () => undefined,
    )
    .finally(() => {
      if (loadingFor === owner) loadingFor = null;
    });
}

/** Whether the game is starred by the signed-in player (false for guests). */
export function useIsFavourite(id: string): boolean {
  const userId = useSession((session) => session.user?._id ?? null);
  const owner = useFavourites((state) => state.owner);
  const favourite = useFavourites((state) => state.ids.has(id));
  useEffect(() => {
    if (userId) loadFavourites(userId);
    else if (owner) useFavourites.setState({ owner: null, ids: new Set() });
  }, [userId, owner]);
  return userId !== null && owner === userId && favourite;
}

/** Stars or un-stars a game; a guest is asked to sign in first. */
export async function toggleFavourite(id: string, name: string): Promise<void> {
  if (!useSession.getState().user) {
    openAuthModal('auth');
    return;
  }
  const favourite = !useFavourites.getState().ids.has(id);
  useFavourites.setState((state) => ({ ids: withId(state.ids, id, favourite) }));
  try {
    await saveFavourite(id, favourite);
  } catch {
    useFavourites.setState((state) => ({ ids: withId(state.ids, id, !favourite) }));
    toast.error(`${name} could not be ${favourite ? 'added to' : 'removed from'} your favourites.`);
  }
}
