/** gamesFilter's semantics over a small hand-made catalogue (community.md §7). */
import { describe, expect, it } from 'vitest';
import type { GameFilter } from '@contract/catalogue';
import { filterGames } from '../../../src/sim/domains/catalogue/filter';
import type { CatalogueRecord } from '../../../src/sim/domains/catalogue/records';
import type { Catalogue } from '../../../src/sim/domains/catalogue/store';

const game = (
  id: string,
  name: string,
  type: string,
  category: string[],
  extra: Partial<CatalogueRecord> = {},
) =>
  ({
    id,
    name,
    icon: '',
    image: '',
    type,
    priority: 0,
    category,
    custom_category: null,
    isSearchFeatured: false,
    kind: 'slot',
    rtp: 0.96,
    volatility: 'medium',
    theme: 'fruit',
    ...extra,
  }) satisfies CatalogueRecord;

const GAMES: CatalogueRecord[] = [
  game('a', 'Golden Nile', 'Studio One', ['slots', 'new-releases'], { isSearchFeatured: true }),
  game('b', 'Nile Riches', 'Studio Two', ['slots'], { custom_category: 'buy-bonuses' }),
  game('c', 'Salon Roulette', 'Live Co', ['live', 'roulette']),
  game('d', 'GOLDEN Bells', 'Studio One', ['slots']),
];

const catalogue: Catalogue = {
  games: GAMES,
  byId: new Map(GAMES.map((g) => [g.id, g])),
  namesLower: GAMES.map((g) => g.name.toLowerCase()),
  providers: [],
  providerByName: new Map(),
};

const ids = (filter: GameFilter[]) => filterGames(catalogue, filter).map((g) => g.id);

describe('filterGames', () => {
  it('answers every game, in catalogue order, for an empty filter', () => {
    expect(ids([])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('compares a scalar field for equality without a type', () => {
    expect(ids([{ key: 'type', expect: 'Studio One' }])).toEqual(['a', 'd']);
    expect(ids([{ key: 'type', expect: 'studio one' }])).toEqual([]);
    expect(ids([{ key: 'isSearchFeatured', expect: true }])).toEqual(['a']);
    expect(ids([{ key: 'custom_category', expect: 'buy-bonuses' }])).toEqual(['b']);
  });

  it('matches an array field without a type when one entry equals (a document store compares so)', () => {
    expect(ids([{ key: 'category', expect: 'slots' }])).toEqual(['a', 'b', 'd']);
  });

  it("'includes:array' wants an array holding the value; a string field never matches", () => {
    expect(ids([{ key: 'category', expect: 'roulette', type: 'includes:array' }])).toEqual(['c']);
    expect(ids([{ key: 'name', expect: 'Golden Nile', type: 'includes:array' }])).toEqual([]);
  });

  it("'includes:string' is a case-sensitive substring of a string field", () => {
    expect(ids([{ key: 'name', expect: 'Nile', type: 'includes:string' }])).toEqual(['a', 'b']);
    expect(ids([{ key: 'name', expect: 'nile', type: 'includes:string' }])).toEqual([]);
    expect(ids([{ key: 'category', expect: 'slots', type: 'includes:string' }])).toEqual([]);
  });

  it("'search' ignores case", () => {
    expect(ids([{ key: 'name', expect: 'golden', type: 'search' }])).toEqual(['a', 'd']);
    expect(ids([{ key: 'type', expect: 'STUDIO', type: 'search' }])).toEqual(['a', 'b', 'd']);
    expect(ids([{ key: 'name', expect: true, type: 'search' }])).toEqual([]);
  });

  it('wants every condition to hold', () => {
    expect(
      ids([
        { key: 'name', expect: 'golden', type: 'search' },
        { key: 'category', expect: 'new-releases', type: 'includes:array' },
      ]),
    ).toEqual(['a']);
  });
});
