/** Width breakpoints (platform.md §2) and the fixed widths the layout switches at. */
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, type Breakpoint } from '@contract/index';

/** At this width and below the mini logo shows; below it the mobile bottom bar replaces the sidebar. */
export const MOBILE_WIDTH = 991;
/** The desktop chat shows above this width (community.md §2 "Chat panel"). */
export const CHAT_WIDTH = 1200;

/** Largest breakpoint whose minimum the width reaches, widest first; 'na' below xs. */
export function breakpointFor(width: number): Breakpoint {
  const order = ['xl', 'lg', 'md', 'sm', 'xs'] as const;
  return order.find((name) => width >= BREAKPOINTS[name]) ?? 'na';
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window width, re-rendering on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribeToResize, () => window.innerWidth);
}

export function useBreakpoint(): Breakpoint {
  return breakpointFor(useWindowWidth());
}
