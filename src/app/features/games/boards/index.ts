/**
 * The boards registry: each in-house game's UI (board, options, default data, help) in its own chunk, loaded
 * when its page opens (ui-loader.ts).
 */
import type { GameId } from '@contract/index';
import type { AnyGameUi } from '../stores/game-session-store';

const LOADERS: Record<GameId, () => Promise<{ ui: AnyGameUi }>> = {
  keno: () => import('./keno'),
  baccarat: () => import('./baccarat'),
  hilo: () => import('./hilo'),
  roulette: () => import('./roulette'),
  stairs: () => import('./stairs'),
  limbo: () => import('./limbo'),
  mines: () => import('./mines'),
  blackjack: () => import('./blackjack'),
};

export async function loadGameUi(id: GameId): Promise<AnyGameUi> {
  const load = LOADERS[id];
  if (!load) throw new Error(`No board for the game ${id}`);
  return (await load()).ui;
}
