import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../components/Icon';
import { SportIcon } from './SportIcon';
import { categoryPath, sortForSidebar } from './sport-lists';
import { useSportNow } from './sport-now';
import { loadCategories, useSports, watchSports } from './sports-store';
import './sport-sidebar.css';

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The server's time, ticking every second: the counts beside it are as fresh as it is. */
function SidebarClock() {
  const now = useSportNow();
  return (
    <time className="sport-sidebar__clock" dateTime={new Date(now).toISOString()} aria-label="Server time">
      {clockFormat.format(now)}
    </time>
  );
}

/**
 * The sport sidebar (community.md "Sidebars"): every sport category, those with the most live matches first,
 * then by total; each shows its live count or, with none live, a clock and its total. The counts arrive by
 * push.
 */
export function SportSidebar() {
  useEffect(() => watchSports(), []);
  const categories = useSports((state) => state.categories);
  const status = useSports((state) => state.categoriesStatus);
  const sorted = sortForSidebar(categories);
  return (
    <nav className="sport-sidebar" aria-labelledby="sport-sidebar-title">
      <div className="sport-sidebar__head">
        <h2 id="sport-sidebar-title">Sports</h2>
        <SidebarClock />
      </div>
      {status === 'error' && categories.length === 0 ? (
        <div className="sport-sidebar__note" role="alert">
          Sports could not load.
          <button type="button" className="sport-sidebar__retry" onClick={() => void loadCategories()}>
            Try again
          </button>
        </div>
      ) : categories.length === 0 ? (
        <ul className="sport-sidebar__list" aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <li key={row} className="sport-sidebar__skeleton" aria-hidden="true" />
          ))}
        </ul>
      ) : (
        <ul className="sport-sidebar__list">
          {sorted.map(({ sport, count }) => (
            <li key={sport.id}>
              <NavLink to={categoryPath(sport)} className="sidebar__item sport-sidebar__item">
                <SportIcon sport={sport} />
                <span className="sport-sidebar__name">{sport.name}</span>
                {count.live > 0 ? (
                  <span className="sport-sidebar__count sport-sidebar__count--live">
                    <span className="visually-hidden">Live: </span>
                    {count.live}
                  </span>
                ) : (
                  <span className="sport-sidebar__count">
                    <Icon name="clock" />
                    <span className="visually-hidden">Upcoming: </span>
                    {count.total}
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
