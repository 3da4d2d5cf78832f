import { Link, useParams } from 'react-router';
import { SPORT_FILTERS, type Sport, type SportFilter } from '@contract/sports';
import { Panel } from '../../../components/panel';
import { EventList } from '../EventList';
import { SportIcon } from '../SportIcon';
import { SportLayout } from '../SportLayout';
import { FILTER_NAMES, categoryPath, countsKey, isSportFilter, sportForParam } from '../sport-lists';
import { loadEvents, useSports } from '../sports-store';
import { useEventQuery } from '../use-event-query';

/** The list a category opens on without a filter in its path (the route's default, as the call's). */
const DEFAULT_FILTER: SportFilter = 'upcoming';

const EMPTY_TEXT: Readonly<Record<SportFilter, string>> = {
  live: 'No match of this sport is live right now.',
  today: 'No more matches of this sport today.',
  upcoming: 'No match of this sport is scheduled yet.',
};

function NotFound({ title, text }: { title: string; text: string }) {
  return (
    <SportLayout>
      <Panel title={title}>
        <p>{text}</p>
        <Link to="/sport">Back to all sports</Link>
      </Panel>
    </SportLayout>
  );
}

function CategoryView({ sport, filter }: { sport: Sport; filter: SportFilter }) {
  const count = useSports((state) => state.categories.find((entry) => entry.sport.id === sport.id)?.count);
  const refreshKey = useSports((state) => countsKey(state.categories, sport.id));
  const query = useEventQuery(
    `${sport.id}/${filter}`,
    () => loadEvents({ sportId: sport.id, filter }),
    refreshKey,
  );
  return (
    <SportLayout>
      <header className="sport-page__header">
        <h1 className="sport-page__title">
          <SportIcon sport={sport} size={28} />
          {sport.name}
        </h1>
        {count && (
          <p className="sport-page__counts">
            <span className="live-badge">{count.live} live</span> {count.total} in all
          </p>
        )}
      </header>
      <nav className="sport-filters" aria-label={`${sport.name} matches`}>
        {SPORT_FILTERS.map((entry) => (
          <Link
            key={entry}
            to={categoryPath(sport, entry)}
            className={
              entry === filter ? 'sport-filters__tab sport-filters__tab--active' : 'sport-filters__tab'
            }
            aria-current={entry === filter ? 'page' : undefined}
          >
            {FILTER_NAMES[entry]}
          </Link>
        ))}
      </nav>
      <EventList label={`${sport.name}: ${FILTER_NAMES[filter]}`} query={query} empty={EMPTY_TEXT[filter]} />
    </SportLayout>
  );
}

/** `/sport/category/{id}` and `/sport/category/{id}/{filter}`: one sport's matches, live, today's or all ahead. */
export function SportCategoryPage() {
  const { id, filter } = useParams();
  const sport = sportForParam(id);
  if (!sport) return <NotFound title="Sport not found" text="There is no sport with this id." />;
  if (filter !== undefined && !isSportFilter(filter))
    return <NotFound title="List not found" text="Choose Live, Today or Upcoming." />;
  return <CategoryView key={sport.id} sport={sport} filter={filter ?? DEFAULT_FILTER} />;
}
