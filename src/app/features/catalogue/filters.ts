/**
 * The gamesFilter conditions the floor asks for (community.md §7): a category tag, a provider, the in-house
 * games, the search featured list and a name search.
 */
import {
  BUY_BONUSES_CATEGORY,
  CATEGORY_TAGS,
  ORIGINALS_TYPE,
  type CategoryTag,
  type GameFilter,
} from '@contract/catalogue';

export const originalsFilter = (): GameFilter[] => [{ key: 'type', expect: ORIGINALS_TYPE }];

export const providerFilter = (provider: string): GameFilter[] => [{ key: 'type', expect: provider }];

export const categoryFilter = (category: string): GameFilter[] => [
  { key: 'category', expect: category, type: 'includes:array' },
];

export const searchFeaturedFilter = (): GameFilter[] => [{ key: 'isSearchFeatured', expect: true }];

/** A name search, narrowed to one provider when one is picked. */
export function searchFilter(text: string, provider: string | null): GameFilter[] {
  const filter: GameFilter[] = [{ key: 'name', expect: text, type: 'search' }];
  return provider ? [...filter, ...providerFilter(provider)] : filter;
}

export interface CategoryDefinition {
  /** The tag as the path spells it canonically (/casino/{tag}). */
  tag: string;
  title: string;
  filter: GameFilter[];
}

const TITLES: Record<CategoryTag, string> = {
  originals: 'Originals',
  slots: 'Slots',
  live: 'Live Casino',
  instant: 'Instant Games',
  'new-releases': 'New Releases',
  'latest-releases': 'Latest Releases',
  baccarat: 'Baccarat',
  roulette: 'Roulette',
  blackjack: 'Blackjack',
  'tv-shows': 'TV Shows',
  Vivogaming: 'Vivogaming',
};

/** Every /casino/{tag} page: the catalogue's category tags, the in-house games by type, and the bonus buys. */
const CATEGORIES: readonly CategoryDefinition[] = [
  ...CATEGORY_TAGS.map((tag) => ({
    tag,
    title: TITLES[tag],
    filter: tag === 'originals' ? originalsFilter() : categoryFilter(tag),
  })),
  {
    tag: BUY_BONUSES_CATEGORY,
    title: 'Bonus Buys',
    filter: [{ key: 'custom_category', expect: BUY_BONUSES_CATEGORY }],
  },
];

/** The category a path's tag names, in any case (/casino/Slots is /casino/slots); undefined for none. */
export function findCategory(tag: string | undefined): CategoryDefinition | undefined {
  const wanted = tag?.toLowerCase();
  return CATEGORIES.find((category) => category.tag.toLowerCase() === wanted);
}

export const CATEGORY_LINKS = CATEGORIES.map(({ tag, title }) => ({ label: title, to: `/casino/${tag}` }));
