/** Every in-house game's rules and audit policy, by id. */
import type { GameId } from '@contract/index';
import type { GameModule } from './engine';
import { baccarat } from './baccarat';
import { blackjack } from './blackjack';
import { hilo } from './hilo';
import { keno } from './keno';
import { limbo } from './limbo';
import { mines } from './mines';
import { roulette } from './roulette';
import { stairs } from './stairs';

export const GAME_MODULES: { [G in GameId]: GameModule<G> } = {
  keno,
  baccarat,
  hilo,
  roulette,
  stairs,
  limbo,
  mines,
  blackjack,
};

export function gameModule<G extends GameId>(id: G): GameModule<G> {
  return GAME_MODULES[id];
}
