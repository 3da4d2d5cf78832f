import clsx from 'clsx';
import type { SportCategory } from '@contract/sports';
import { call } from '../host-link';
import { useFrame } from '../frame-store';
import { sportPath } from '../paths';
import { useLoad } from '../use-load';
import { SbLink } from './SbLink';

/** Counts move as matches start and end; the strip reads them again this often. */
const COUNTS_REFRESH_MS = 30_000;

/** The sportsbook's own sport menu: the sports with matches, live ones first, each with its live count. */
export function SportsStrip() {
  const path = useFrame((state) => state.path);
  const { loaded } = useLoad('categories', () => call('POST /api/sport/categories'), COUNTS_REFRESH_MS);
  const categories: SportCategory[] =
    loaded.status === 'ready'
      ? loaded.data
          .filter((category) => category.count.total > 0)
          .sort((a, b) => b.count.live - a.count.live || b.count.total - a.count.total)
      : [];
  const active = path.split('/')[1] ?? '';
  return (
    <nav className="sb-strip" aria-label="Sports" aria-busy={loaded.status === 'loading'}>
      <SbLink path="/live" className={clsx('sb-strip__item', active === 'live' && 'sb-strip__item--active')}>
        <span className="sb-live-dot" aria-hidden="true" />
        Live
      </SbLink>
      {categories.map(({ sport, count }) => (
        <SbLink
          key={sport.id}
          path={sportPath(sport)}
          className={clsx('sb-strip__item', active === sport.slug && 'sb-strip__item--active')}
          aria-current={active === sport.slug ? 'page' : undefined}
        >
          {sport.name}
          <span className={clsx('sb-strip__count', count.live > 0 && 'sb-strip__count--live')}>
            {count.live > 0 ? count.live : count.total}
          </span>
        </SbLink>
      ))}
    </nav>
  );
}
