import { useId } from 'react';
import { Link } from 'react-router';
import { findSport, HOME_SPORT_SLUGS } from '@contract/sports-catalogue';
import { sportsbookLink, SPORTSBOOK_ROUTE } from './links';
import { SportIcon } from '../sports/SportIcon';
import './home-sports.css';

const HOME_SPORTS = HOME_SPORT_SLUGS.flatMap((slug) => {
  const sport = findSport(slug);
  return sport ? [sport] : [];
});

/**
 * The home page's sports category list (community.md "Sportsbook sidebar"): each sport opens the embedded
 * sportsbook on its slug. The home page shows it only while the licence has the sportsbook plugin, as the
 * sportsbook is, and loads it lazily (it is below the fold).
 */
export function HomeSportsRow() {
  const headingId = useId();
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
              <SportIcon sport={sport} />
              {sport.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
