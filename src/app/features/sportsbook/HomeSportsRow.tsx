import { useId } from 'react';
import { Link } from 'react-router';
import { SPORTSBOOK_PLUGIN } from '@contract/models';
import { findSport, HOME_SPORT_SLUGS } from '@contract/sports-catalogue';
import { useAppStore } from '../../stores/app-store';
import { sportsbookLink, SPORTSBOOK_ROUTE } from './links';
import { SportsbookIcon } from './SportsbookIcon';
import './home-sports.css';

const HOME_SPORTS = HOME_SPORT_SLUGS.flatMap((slug) => {
  const sport = findSport(slug);
  return sport ? [sport] : [];
});

/**
 * The home page's sports category list (community.md "Sportsbook sidebar"): each sport opens the embedded
 * sportsbook on its slug. Shown only while the licence has the sportsbook plugin, as the sportsbook is.
 */
export function HomeSportsRow() {
  const headingId = useId();
  const enabled = useAppStore((state) => state.licence?.plugins.includes(SPORTSBOOK_PLUGIN) ?? false);
  if (!enabled) return null;
  return (
    <section className="category-row home-sports" aria-labelledby={headingId}>
      <div className="category-row__header">
        <h3 id={headingId}>Sports</h3>
        <Link to={SPORTSBOOK_ROUTE} aria-label="View all Sports">
          View all
        </Link>
      </div>
      <ul className="home-sports__list">
        {HOME_SPORTS.map((sport) => (
          <li key={sport.slug}>
            <Link className="home-sports__chip" to={sportsbookLink(`/${sport.slug}`)}>
              <SportsbookIcon slug={sport.slug} kind={sport.kind} />
              {sport.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
