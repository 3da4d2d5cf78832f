import { useUiStore } from '../stores/ui-store';

/** Game search is not built yet: every search entry opens its coming-soon panel. */
export function openSearch(): void {
  useUiStore.getState().showPendingFeature({ feature: 'Game search', issue: 'catalogue' });
}
