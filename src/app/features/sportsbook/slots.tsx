/**
 * The sportsbook's registrations in the shared layout, small enough for the first bundle: on /sportsbook the
 * sidebar's casino groups give way to the sportsbook sidebar, and the header gains the sportsbook bar. Both
 * load their code only when the page is the sportsbook.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isSportsbookPage } from './route';

const SportsbookSidebar = lazy(() =>
  import('./SportsbookSidebar').then((module) => ({ default: module.SportsbookSidebar })),
);
const SportsbookHeaderBar = lazy(() =>
  import('./SportsbookHeaderBar').then((module) => ({ default: module.SportsbookHeaderBar })),
);

/** The sportsbook sidebar on /sportsbook; `children` (the casino groups) everywhere else. */
export function SportsbookSidebarSlot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (!isSportsbookPage(pathname)) return children;
  return (
    <Suspense fallback={<div className="sportsbook-nav" aria-busy="true" />}>
      <SportsbookSidebar />
    </Suspense>
  );
}

/** The header's sportsbook layout (community.md "Header"): present on /sportsbook only. */
export function SportsbookHeaderSlot() {
  const { pathname } = useLocation();
  if (!isSportsbookPage(pathname)) return null;
  return (
    <Suspense fallback={<div className="sportsbook-bar" aria-busy="true" />}>
      <SportsbookHeaderBar />
    </Suspense>
  );
}
