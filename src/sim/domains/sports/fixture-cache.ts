/**
 * What is pure per fixture (its scoring events, its point sequence) is drawn once and kept in a small
 * least-recently-used cache per league: the routes and the sports channel read the same live matches every
 * sim second. Keyed by the league object, so two worlds (two seeds) never share an entry and a dropped world
 * takes its caches with it.
 */
import type { Fixture } from './schedule';
import type { SimLeague } from './world';

/** Entries kept per league: its live matches (at most five at a time) and the ones pages and bets read. */
export const FIXTURES_CACHED_PER_LEAGUE = 32;

/** A memoised `build(fixture)`, bounded per league. */
export function fixtureCache<T>(
  build: (fixture: Fixture) => T,
  perLeague = FIXTURES_CACHED_PER_LEAGUE,
): (fixture: Fixture) => T {
  const leagues = new WeakMap<SimLeague, Map<number, T>>();
  return (fixture) => {
    let slots = leagues.get(fixture.league);
    if (!slots) {
      slots = new Map();
      leagues.set(fixture.league, slots);
    }
    const cached = slots.get(fixture.slot);
    if (cached !== undefined) {
      // A Map keeps insertion order: moving the entry to the end makes the first one the least recent.
      slots.delete(fixture.slot);
      slots.set(fixture.slot, cached);
      return cached;
    }
    const built = build(fixture);
    slots.set(fixture.slot, built);
    if (slots.size > perLeague) slots.delete(slots.keys().next().value!);
    return built;
  };
}
