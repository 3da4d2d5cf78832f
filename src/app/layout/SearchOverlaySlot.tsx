import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { lazyComponent } from '../components/lazy';
import { closeSearch, useSearchOverlay } from './search';

// The overlay's code loads the first time it is opened: most visits never search.
const SearchOverlay = lazyComponent(() =>
  import('../features/catalogue/search/SearchOverlay').then((module) => module.SearchOverlay),
);

/** Mounts the search overlay while it is open; a route change closes it (community.md §2). */
export function SearchOverlaySlot() {
  const open = useSearchOverlay((state) => state.open);
  const { pathname } = useLocation();
  useEffect(() => closeSearch(), [pathname]);
  return open ? <SearchOverlay onClose={closeSearch} /> : null;
}
