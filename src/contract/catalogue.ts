/**
 * The casino floor's catalogue on the wire (community.md §3 "Game", "Game provider", "Provider restriction
 * record"; platform.md §3 "Slide"): third-party games and the in-house originals in one list, their providers
 * with territory restrictions, and the home hero's slides.
 */

/** The `type` of the in-house games (community.md §7 gamesFilter: home uses type 'BetKings Originals'). */
export const ORIGINALS_TYPE = 'BetKings Originals';

/**
 * A game of the catalogue. `type` is the provider's name (the in-house games have ORIGINALS_TYPE), so a
 * provider page filters on it; `category` lists the category tags (slots, live, instant, tv-shows, baccarat,
 * roulette, blackjack, new-releases, latest-releases, Vivogaming).
 */
export interface CatalogueGame {
  id: string;
  name: string;
  /** Small square art (lists, search results). */
  icon: string;
  /** Cover art of the tile. */
  image: string;
  type: string;
  priority: number;
  category: string[];
  /** 'buy-bonuses' for games that sell their bonus round; null for none. */
  custom_category: string | null;
  isSearchFeatured: boolean;
  /** A game switched off by the operator: its tile shows the disabled style and does not navigate. */
  disabled?: boolean;
}

export interface GameProvider {
  name: string;
  /** Logo art; a provider without one is shown as its name (community.md §2). */
  image: string;
  priority: number;
  is_featured: boolean;
}

/** A provider with its restriction record (community.md §3, §8 "Territory restriction"). */
export interface ProviderEntry extends GameProvider {
  /** 'No' (any case) for none, else country names joined by ', '. */
  restrictions: string;
  /** How many games of the catalogue it has. */
  games: number;
}

/** The category tags of the catalogue (the /casino/{tag} paths, community.md §1). */
export const CATEGORY_TAGS = [
  'originals',
  'slots',
  'live',
  'instant',
  'new-releases',
  'latest-releases',
  'baccarat',
  'roulette',
  'blackjack',
  'tv-shows',
  'Vivogaming',
] as const;
export type CategoryTag = (typeof CATEGORY_TAGS)[number];

export const BUY_BONUSES_CATEGORY = 'buy-bonuses';

/** Keys gamesFilter accepts (community.md §7; custom_category for the buy-bonuses row). */
export const GAME_FILTER_KEYS = ['type', 'category', 'name', 'isSearchFeatured', 'custom_category'] as const;
export type GameFilterKey = (typeof GAME_FILTER_KEYS)[number];
export const GAME_FILTER_TYPES = ['includes:array', 'includes:string', 'search'] as const;
export type GameFilterType = (typeof GAME_FILTER_TYPES)[number];

/**
 * One condition of gamesFilter. Without `type` the game's field equals `expect`; 'includes:array': the field
 * (an array) contains `expect`; 'includes:string': the field (a string) contains `expect`; 'search': the
 * field contains `expect` ignoring case. All conditions must hold.
 */
export interface GameFilter {
  key: GameFilterKey;
  expect: string | boolean;
  type?: GameFilterType;
}

export interface GamesFilterBody {
  filter: GameFilter[];
  /** Paging (an addition to the spec's call): skip this many of the sorted games, answer at most `limit`. */
  offset?: number;
  limit?: number;
}

/** Games sorted by priority, highest first; `total` counts every match (for paging). */
export interface GamesFilterAnswer {
  games: CatalogueGame[];
  total: number;
}

/** A hero slide (platform.md §3 "Slide"). `category` 'sport' shows on the sport view only, others on casino. */
export interface Slide {
  name: string;
  text: { title: string; subtitle: string };
  button: { text: string; style: { color: string }; link: string };
  type: { type: 'image' | 'video'; path: string; objectFit: 'cover' | 'contain'; html?: string };
  category: string;
}

/** Home rows show 10 games each, providers 20 (community.md §9). */
export const HOME_ROW_GAMES = 10;
export const HOME_ROW_PROVIDERS = 20;
/** Search: 6 games per page, a query of 3 or more characters (community.md §8, §9). */
export const SEARCH_PAGE_SIZE = 6;
export const SEARCH_MIN_CHARS = 3;
/** Category and provider pages show this many games a page (not shown in the spec: an operator's choice). */
export const CATEGORY_PAGE_SIZE = 36;
