/**
 * The catalogue's calls in the route map (community.md §7, platform.md §7). gamesFilter, game-providers,
 * providers, slides and checkJurisdiction are the spec's; the provider directory and favourites are
 * extensions (the spec names the restriction record and the starred games, but no call for them).
 */
import type {
  CatalogueGame,
  GameProvider,
  GamesFilterAnswer,
  GamesFilterBody,
  ProviderEntry,
  Slide,
} from './catalogue';

export interface CatalogueRouteMap {
  'POST /api/data/gamesFilter': { body: GamesFilterBody; answer: GamesFilterAnswer };
  /** Featured first by priority; the first 20. */
  'GET /api/game-providers': { body: void; answer: GameProvider[] };
  /** Every provider's name (the search overlay's provider dropdown). */
  'POST /api/data/providers': { body: void; answer: string[] };
  'POST /api/slides': { body: void; answer: Slide[] };
  /** Every provider with its restriction text and game count, by priority (/provider/all, blocked tiles). */
  'POST /api/data/providerDirectory': { body: void; answer: ProviderEntry[] };
  /** The games a player starred, newest first. */
  'POST /api/user/favourites': { body: void; answer: CatalogueGame[] };
  /** Stars or un-stars a game. */
  'POST /api/user/favourites/set': {
    body: { id: string; favourite: boolean };
    answer: { id: string; favourite: boolean };
  };
}

export const CATALOGUE_PUBLIC_ROUTES = [
  'POST /api/data/gamesFilter',
  'GET /api/game-providers',
  'POST /api/data/providers',
  'POST /api/slides',
  'POST /api/data/providerDirectory',
] as const;

export const CATALOGUE_EXTENSION_ROUTES = {
  'POST /api/data/providerDirectory': {
    feature: 'Provider restrictions',
    // Why: the spec names the provider restriction record and blocked tiles, but no call that lists them
  },
  'POST /api/user/favourites': {
    feature: 'Favourite games',
    // Why: the spec shows a 'Bonus' ribbon on favourite games, but names no call for them
  },
  'POST /api/user/favourites/set': {
    feature: 'Favourite games',
    // Why: the spec shows a 'Bonus' ribbon on favourite games, but names no call for them
  },
} as const;
