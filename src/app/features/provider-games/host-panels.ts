/**
 * What the host page shows beside or below a game's frame, by kind (the live tables add their panels: the
 * crowd's bets, the countdown, the profit monitor). A kind without a panel shows the frame alone.
 */
import type { ComponentType } from 'react';
import type { LaunchedGame, ProviderGameKind } from '@contract/provider/index';
import { lazyComponent, type LazyComponent } from '../../components/lazy';
import type { HostProviderCall } from './host-call';

export interface HostPanelProps {
  game: LaunchedGame;
  session: string;
  /** The provider's server API for this session, as the frame calls it (throws ProviderCallFailed). */
  call: HostProviderCall;
}

/** A panel's line: `kind: hostPanel(() => import('./live/RoulettePanel').then((m) => m.RoulettePanel))`. */
export const hostPanel = (load: () => Promise<ComponentType<HostPanelProps>>) => lazyComponent(load);

/** The live tables' panels: the countdown, the round's bet rows and the profit monitor. */
const livePanels = hostPanel(() =>
  import('../live-tables/LiveTablePanels').then((module) => module.LiveTablePanels),
);

export const HOST_PANELS: Partial<Record<ProviderGameKind, LazyComponent<HostPanelProps>>> = {
  roulette: livePanels,
  baccarat: livePanels,
  blackjack: livePanels,
  wheel: livePanels,
};
