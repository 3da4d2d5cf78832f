import { useLocation } from 'react-router';
import { lazyComponent } from '../../components/lazy';
import { modeForPath } from '../../hooks/mode';

/** The page that shows the race in full, and so no feed under it (community.md §2). */
export const WEEKLY_RACE_PATH = '/weekly-race';

/** The feed shows on casino pages (casino mode) except /weekly-race. */
export const showsLiveFeed = (pathname: string) =>
  modeForPath(pathname) === 'casino' && pathname !== WEEKLY_RACE_PATH;

// Its own chunk: the feed sits below the page and must not weigh on the first paint of the home route.
const LazyLiveFeed = lazyComponent(() => import('./LiveFeed').then((module) => module.LiveFeed));

/** Where the layout puts the live feed: below the page content, on the pages that show it. */
export function LiveFeedSlot() {
  const { pathname } = useLocation();
  return showsLiveFeed(pathname) ? <LazyLiveFeed /> : null;
}
