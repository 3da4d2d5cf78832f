/**
 * The catalogue's fixtures (fixtures/catalogue, written by scripts/catalogue/build.ts), loaded once on first
 * use: the games with their wire fields completed (art paths follow from the id) and the providers.
 */
import type { CatalogueGame } from '@contract/catalogue';
import type { CatalogueRecord, ProviderRecord } from './records';

type StoredGame = Omit<CatalogueRecord, 'icon' | 'image'>;

export interface Catalogue {
  /** Every game, sorted by priority (highest first; ties by name). */
  games: readonly CatalogueRecord[];
  byId: ReadonlyMap<string, CatalogueRecord>;
  /** Lower-cased names, index for index with `games` (search). */
  namesLower: readonly string[];
  /** Every provider, by priority (highest first). */
  providers: readonly ProviderRecord[];
  providerByName: ReadonlyMap<string, ProviderRecord>;
}

export const gameArt = (id: string) => `/art/games/${id}.svg`;

let loading: Promise<Catalogue> | null = null;

async function load(): Promise<Catalogue> {
  const [{ default: stored }, { default: providers }] = await Promise.all([
    import('@fixtures/catalogue/games.json'),
    import('@fixtures/catalogue/providers.json'),
  ]);
  const games = (stored as StoredGame[])
    .map((game): CatalogueRecord => ({ ...game, icon: gameArt(game.id), image: gameArt(game.id) }))
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
  const sortedProviders = [...(providers as ProviderRecord[])].sort(
    (a, b) => b.priority - a.priority || a.name.localeCompare(b.name),
  );
  return {
    games,
    byId: new Map(games.map((game) => [game.id, game])),
    namesLower: games.map((game) => game.name.toLowerCase()),
    providers: sortedProviders,
    providerByName: new Map(sortedProviders.map((provider) => [provider.name, provider])),
  };
}

export const catalogue = (): Promise<Catalogue> => (loading ??= load());

export const allGames = async () => (await catalogue()).games;
export const findGame = async (id: string) => (await catalogue()).byId.get(id);
export const allProviders = async () => (await catalogue()).providers;
export const findProvider = async (name: string) => (await catalogue()).providerByName.get(name);

/** A game as the wire shows it (community.md §3 "Game"): the sim's own fields left out. */
export function wireGame(record: CatalogueRecord): CatalogueGame {
  const { id, name, icon, image, type, priority, category, custom_category, isSearchFeatured, disabled } =
    record;
  return {
    id,
    name,
    icon,
    image,
    type,
    priority,
    category,
    custom_category,
    isSearchFeatured,
    ...(disabled ? { disabled } : {}),
  };
}
