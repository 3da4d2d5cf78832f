/**
 * The catalogue's search (issue 10 §1: "searching 3,000 games answers in well under one frame"): the filter
 * alone over the loaded catalogue (what a search keystroke costs the server), and the whole gamesFilter call
 * through the sim's router (validation, filter, paging, wire shape), for search queries like a player's, the
 * search overlay's 6-game page and a home row's 10 games.
 */
import 'fake-indexeddb/auto';
import type { GameFilter } from '@contract/catalogue';
import { createRealClock, createSim } from '../src/sim';
import { filterGames } from '../src/sim/domains/catalogue/filter';
import { catalogue } from '../src/sim/domains/catalogue/store';
import { printTable, timeEach, type Row } from './stats';

const ROUNDS = 2_000;
const WARM_UP = 200;
const QUERIES = ['gol', 'gold', 'pharaoh', 'roulette', 'sweet', 'xyz', 'riches', 'dragon', 'nile', 'scratch'];

const search = (query: string): GameFilter[] => [{ key: 'name', expect: query, type: 'search' }];
const ROW: GameFilter[] = [{ key: 'category', expect: 'slots', type: 'includes:array' }];

export async function run(): Promise<void> {
  const loaded = await catalogue();
  console.log(`catalogue: ${loaded.games.length} games, ${loaded.providers.length} providers`);
  const rows: Row[] = [];
  rows.push({
    label: 'filter: name search',
    samples: await timeEach(
      ROUNDS,
      async (i) => filterGames(loaded, search(QUERIES[i % QUERIES.length]!)),
      WARM_UP,
    ),
  });
  rows.push({
    label: 'filter: search + provider',
    samples: await timeEach(
      ROUNDS,
      async (i) =>
        filterGames(loaded, [
          ...search(QUERIES[i % QUERIES.length]!),
          { key: 'type', expect: loaded.providers[i % 20]!.name },
        ]),
      WARM_UP,
    ),
  });
  const sim = createSim({
    seed: 'bench-catalogue',
    dbName: 'bench-catalogue',
    clock: createRealClock(),
    world: false,
  });
  await sim.ready;
  const call = (body: unknown) => sim.request({ method: 'POST', path: '/api/data/gamesFilter', body });
  rows.push({
    label: 'gamesFilter: search, 6 a page',
    samples: await timeEach(
      ROUNDS,
      (i) => call({ filter: search(QUERIES[i % QUERIES.length]!), limit: 6 }),
      WARM_UP,
    ),
  });
  rows.push({
    label: 'gamesFilter: slots row, 10',
    samples: await timeEach(ROUNDS, () => call({ filter: ROW, limit: 10 }), WARM_UP),
  });
  printTable(rows);
  await sim.close();
}
