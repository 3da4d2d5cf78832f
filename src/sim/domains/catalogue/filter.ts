/**
 * gamesFilter's semantics (community.md §7): every condition must hold. Without a type the game's field
 * equals `expect`, an array field when one of its entries does (as a document store compares a scalar with an
 * array); 'includes:array' wants an array field holding `expect`; 'includes:string' a string field containing
 * it; 'search' a string field containing it, ignoring case. The catalogue is already sorted by priority.
 */
import type { GameFilter } from '@contract/catalogue';
import type { Catalogue } from './store';
import type { CatalogueRecord } from './records';

type Test = (game: CatalogueRecord, index: number) => boolean;

function conditionTest(condition: GameFilter, namesLower: readonly string[]): Test {
  const { key, expect, type } = condition;
  const field = (game: CatalogueRecord): unknown => game[key];
  switch (type) {
    case 'includes:array':
      return (game) => {
        const value = field(game);
        return Array.isArray(value) && value.includes(expect);
      };
    case 'includes:string':
      return (game) => {
        const value = field(game);
        return typeof value === 'string' && typeof expect === 'string' && value.includes(expect);
      };
    case 'search': {
      if (typeof expect !== 'string') return () => false;
      const needle = expect.toLowerCase();
      // Names are lower-cased once, at load; other fields on the fly.
      if (key === 'name') return (_, index) => namesLower[index]!.includes(needle);
      return (game) => {
        const value = field(game);
        return typeof value === 'string' && value.toLowerCase().includes(needle);
      };
    }
    default:
      return (game) => {
        const value = field(game);
        return Array.isArray(value) ? value.includes(expect) : value === expect;
      };
  }
}

/** The matching games in catalogue order (priority, highest first). */
export function filterGames(catalogue: Catalogue, filter: readonly GameFilter[]): CatalogueRecord[] {
  const tests = filter.map((condition) => conditionTest(condition, catalogue.namesLower));
  const matches: CatalogueRecord[] = [];
  catalogue.games.forEach((game, index) => {
    if (tests.every((test) => test(game, index))) matches.push(game);
  });
  return matches;
}
