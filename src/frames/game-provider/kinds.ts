/**
 * Which game client runs each kind of provider game: one lazily loaded component per kind (slots, live
 * tables, poker add their line). A kind without one shows that the game is unavailable.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProviderGameKind, ProviderSessionInfo } from '@contract/provider/index';
import type { ProviderCall } from './provider-client';

export interface ProviderGameProps {
  info: ProviderSessionInfo;
  call: ProviderCall;
}

type GameClient = LazyExoticComponent<ComponentType<ProviderGameProps>>;

/** Keeps `lazy` in use while no kind is registered (each kind's line is `kind: lazy(() => import(...))`). */
export const gameClient = (load: () => Promise<{ default: ComponentType<ProviderGameProps> }>): GameClient =>
  lazy(load);

/** The live tables' client: one for every table kind (it draws the kind's stage and felt). */
const liveTable = gameClient(() => import('./live/LiveGame'));

export const GAME_CLIENTS: Partial<Record<ProviderGameKind, GameClient>> = {
  roulette: liveTable,
  baccarat: liveTable,
  blackjack: liveTable,
  wheel: liveTable,
  slot: gameClient(() => import('./slots/SlotGame')),
  instant: gameClient(() => import('./slots/instant/ScratchGame')),
  poker: gameClient(() => import('./poker/PokerClient')),
};
