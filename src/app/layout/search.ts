import { useUiStore } from '../stores/ui-store';

/** Every search entry opens the game search's coming-soon panel. */
export function openSearch(): void {
  useUiStore.getState().showPendingFeature({ feature: 'Game search' });
}
