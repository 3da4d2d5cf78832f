/**
 * Each game's UI is loaded on demand from the boards registry (boards/index.ts, `loadGameUi`). The page
 * takes the loader as a prop so tests can hand it a double; answers are cached per loader and game, which
 * also gives React's use() the stable promise it needs.
 */
import type { GameId } from '@contract/index';
import type { AnyGameUi } from './stores/game-session-store';

export type GameUiLoader = (id: GameId) => Promise<AnyGameUi>;

interface BoardsRegistry {
  loadGameUi(id: GameId): Promise<AnyGameUi>;
}

/**
 * The registry as a lazy glob rather than a plain import('./boards'): the boards are written alongside this
 * page, and a glob that matches nothing still builds (the page then says the game could not be loaded)
 * instead of failing the whole bundle and every test that loads the route table.
 */
const registries = import.meta.glob<BoardsRegistry>('./boards/index.{ts,tsx}');

export const loadGameUiLazily: GameUiLoader = async (id) => {
  const load = Object.values(registries)[0];
  if (!load) throw new Error('The game boards registry (features/games/boards) is missing.');
  return (await load()).loadGameUi(id);
};

const cache = new WeakMap<GameUiLoader, Map<GameId, Promise<AnyGameUi>>>();

export function gameUiPromise(loader: GameUiLoader, id: GameId): Promise<AnyGameUi> {
  let byGame = cache.get(loader);
  if (!byGame) cache.set(loader, (byGame = new Map()));
  let promise = byGame.get(id);
  if (!promise) byGame.set(id, (promise = loader(id)));
  return promise;
}

/** Drops a failed load so that "Try again" asks the loader afresh. */
export function forgetGameUi(loader: GameUiLoader, id: GameId): void {
  cache.get(loader)?.delete(id);
}
