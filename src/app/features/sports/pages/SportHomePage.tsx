import { Link } from 'react-router';
import { HOME_SPORT_SLUGS, ESPORTS_PICKER_SLUGS, findSport } from '@contract/sports-catalogue';
import type { Sport } from '@contract/sports';
import { PromotionBannersSlot } from '../../promotions/banners/PromotionBannersSlot';
import { EventList } from '../EventList';
import { SportIcon } from '../SportIcon';
import { SportLayout } from '../SportLayout';
import { categoryPath, countsKey } from '../sport-lists';
import { loadEvents, useSports } from '../sports-store';
import { useEventQuery } from '../use-event-query';
import { useSectionIds } from '../use-section-ids';

const known = (slugs: readonly string[]) =>
  slugs.map((slug) => findSport(slug)).filter((sport): sport is Sport => sport !== undefined);
const HOME_SPORTS = known(HOME_SPORT_SLUGS);
const PICKER_ESPORTS = known(ESPORTS_PICKER_SLUGS);

/** Matches shown per section of the home page. */
const LIVE_LIMIT = 20;
const UPCOMING_LIMIT = 15;

const loadUpcoming = () => loadEvents({ filter: 'upcoming', limit: UPCOMING_LIMIT });

/** The home page's sports row: a chip per sport with its live count, each opening the sport's page. */
function SportChips() {
  const categories = useSports((state) => state.categories);
  const liveOf = (sport: Sport) => categories.find((entry) => entry.sport.id === sport.id)?.count.live ?? 0;
  return (
    <nav className="sport-chips" aria-label="Browse sports">
      {HOME_SPORTS.map((sport) => {
        const live = liveOf(sport);
        return (
          <Link key={sport.id} to={categoryPath(sport)} className="sport-chip">
            <SportIcon sport={sport} size={18} />
            {sport.name}
            {live > 0 && <span className="sport-chip__live">{live}</span>}
          </Link>
        );
      })}
    </nav>
  );
}

/** The esports picker (community.md "Esports picker"): a tile per game, chosen by its slug-and-id. */
function EsportsPicker() {
  return (
    <section className="sport-section" aria-labelledby="esports-title">
      <h2 id="esports-title">Esports</h2>
      <ul className="esports-picker">
        {PICKER_ESPORTS.map((sport) => (
          <li key={sport.id}>
            <Link to={categoryPath(sport)} className="esports-tile">
              <SportIcon sport={sport} size={28} />
              <span>{sport.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/sport`: live matches across every sport, the sportsbook layout's promotion banners, the ones starting next,
 * the sports and the esports picker.
 */
export function SportHomePage() {
  const refreshKey = useSports((state) => countsKey(state.categories));
  const live = useEventQuery('live', () => loadEvents({ filter: 'live', limit: LIVE_LIMIT }), refreshKey);
  const upcoming = useEventQuery('upcoming', loadUpcoming, refreshKey);
  const liveIds = useSectionIds(live.ids, 'live');
  const upcomingIds = useSectionIds(upcoming.ids, 'upcoming');
  return (
    <SportLayout>
      <header className="sport-page__header">
        <h1>Sports</h1>
        <Link to="/sport/search" className="button sport-page__search">
          Search matches
        </Link>
      </header>
      <SportChips />
      <PromotionBannersSlot layout="sportsbook" />
      <section className="sport-section" aria-labelledby="live-title">
        <h2 id="live-title">
          <span className="live-dot" aria-hidden="true" />
          Live now
        </h2>
        <EventList label="Live matches" query={live} ids={liveIds} empty="No match is live right now." />
      </section>
      <section className="sport-section" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Upcoming</h2>
        <EventList
          label="Upcoming matches"
          query={upcoming}
          ids={upcomingIds}
          empty="No match is scheduled yet."
        />
      </section>
      <EsportsPicker />
    </SportLayout>
  );
}
