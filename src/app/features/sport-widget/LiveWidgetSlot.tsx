import { lazyComponent } from '../../components/lazy';
import { useSportWidget } from './widget-store';

// The window and its views are one chunk, fetched the first time a match is opened.
const LiveWidget = lazyComponent(() => import('./LiveWidget').then((module) => module.LiveWidget));

/** Mounted once with the global overlays: the live widget while a match is open in it. */
export function LiveWidgetSlot() {
  const matchId = useSportWidget((state) => state.matchId);
  return matchId ? <LiveWidget matchId={matchId} /> : null;
}
