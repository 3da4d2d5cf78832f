import { lazy, Suspense } from 'react';
import { useMode } from '../../hooks/mode';

// The sport sidebar's code loads the first time a sport page is open, not with the casino's first page.
const SportSidebar = lazy(() =>
  import('./SportSidebar').then((module) => ({ default: module.SportSidebar })),
);

/** Where the left sidebar keeps the sport categories: shown in sport mode only. */
export function SportSidebarSlot() {
  if (useMode() !== 'sport') return null;
  return (
    <Suspense fallback={null}>
      <SportSidebar />
    </Suspense>
  );
}
