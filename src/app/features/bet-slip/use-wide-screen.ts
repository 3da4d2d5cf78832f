import { useSyncExternalStore } from 'react';

/** From this width the slip is a rail beside the sport screens; below it, a bottom sheet behind a button. */
export const WIDE_QUERY = '(min-width: 1200px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the rail (wide where the browser cannot tell). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? true);
}
