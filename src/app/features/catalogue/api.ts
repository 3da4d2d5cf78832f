/** The catalogue's calls (community.md §7 and the extensions of contract/catalogue-routes.ts). */
import type { CatalogueGame, GameFilter, GamesFilterAnswer } from '@contract/catalogue';
import { api } from '../../api/api';

export interface GamesPage {
  filter: GameFilter[];
  offset: number;
  limit: number;
}

/** Every game an answer has shown, by id: what a recent game's tile shows when its page names only the id. */
const seen = new Map<string, CatalogueGame>();
const SEEN_LIMIT = 2000;

export const seenGame = (id: string): CatalogueGame | undefined => seen.get(id);

function remember(games: readonly CatalogueGame[]): void {
  for (const game of games) {
    if (seen.size >= SEEN_LIMIT) seen.delete(seen.keys().next().value!);
    seen.set(game.id, game);
  }
}

/** Answers of identical game queries, so that coming back to a page or a row does not ask again. */
const cache = new Map<string, Promise<GamesFilterAnswer>>();
const CACHE_LIMIT = 200;

export function fetchGames({ filter, offset, limit }: GamesPage): Promise<GamesFilterAnswer> {
  const key = JSON.stringify([filter, offset, limit]);
  let answer = cache.get(key);
  if (!answer) {
    answer = Promise.resolve()
      .then(() => api('POST /api/data/gamesFilter', { filter, offset, limit }))
      .then((found) => {
        remember(found.games);
        return found;
      });
    // A failed call is not remembered: the next visit asks again.
    answer.catch(() => cache.delete(key));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, answer);
  }
  return answer;
}

/** Forgets remembered answers (tests; a world that changed its catalogue). */
export function clearGamesCache(): void {
  cache.clear();
}

/** A call whose answer does not change while the page is open: asked once, asked again only after a failure. */
function once<T>(call: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | null = null;
  return () => {
    answer ??= Promise.resolve()
      .then(call)
      .catch((error: unknown) => {
        answer = null;
        throw error;
      });
    return answer;
  };
}

export const fetchFeaturedProviders = once(() => api('GET /api/game-providers'));
export const fetchProviderNames = once(() => api('POST /api/data/providers'));
export const fetchSlides = once(() => api('POST /api/slides'));
export const fetchProviderDirectory = once(() => api('POST /api/data/providerDirectory'));
export const fetchFavourites = (): Promise<CatalogueGame[]> => api('POST /api/user/favourites');
export const saveFavourite = (id: string, favourite: boolean) =>
  api('POST /api/user/favourites/set', { id, favourite });
export const fetchJurisdiction = () => api('POST /api/checkJurisdiction');
