import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@contract/errors';
import { SPORT_ERRORS } from '@contract/sports';
import { findSport } from '@contract/sports-catalogue';
import { PageLoading } from '../../../components/PageLoading';
import { Panel } from '../../../components/panel';
import { SportLayout } from '../SportLayout';
import { IncidentsTimeline } from '../event/IncidentsTimeline';
import { MarketsPanel } from '../event/MarketsPanel';
import { PeriodsTable } from '../event/PeriodsTable';
import { Scoreboard } from '../event/Scoreboard';
import { categoryPath } from '../sport-lists';
import { loadEvent, sportsFailureText, useSports } from '../sports-store';

type Failure = { id: string; notFound: boolean; text: string };

function EventView({ id }: { id: string }) {
  const event = useSports((state) => state.events[id]);
  const incidents = useSports((state) => state.incidents[id]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadEvent(id).then(
      () => current && setFailure(null),
      (error: unknown) =>
        current &&
        setFailure({
          id,
          notFound: error instanceof ApiError && error.code === SPORT_ERRORS.unknownEvent.code,
          text: sportsFailureText(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  if (failure?.notFound) {
    return (
      <Panel title="Match not found">
        <p>{failure.text}</p>
        <Link to="/sport">Back to all sports</Link>
      </Panel>
    );
  }
  // A list may have stored the event already: it shows at once, and the incidents follow.
  if (!event || !incidents) {
    if (failure) {
      return (
        <div className="sport-note" role="alert">
          <p>{failure.text}</p>
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      );
    }
    if (!event) return <PageLoading />;
  }
  const sport = findSport(event.match.sportId);
  return (
    <article className="sport-event" aria-label={`${event.match.home.name} vs ${event.match.away.name}`}>
      {sport && (
        <nav className="sport-event__crumbs" aria-label="Breadcrumb">
          <Link to="/sport">Sports</Link> / <Link to={categoryPath(sport)}>{sport.name}</Link>
        </nav>
      )}
      <Scoreboard match={event.match} league={event.league} />
      <div className="sport-event__grid">
        <MarketsPanel event={event} />
        <div className="sport-event__side">
          <PeriodsTable match={event.match} />
          {incidents ? (
            <IncidentsTimeline match={event.match} incidents={incidents} />
          ) : (
            <section className="sport-card" aria-busy="true" aria-label="Timeline" />
          )}
        </div>
      </div>
    </article>
  );
}

/** `/sport/event/{id}`: one match, live or ahead, with all its markets. */
export function SportEventPage() {
  const { id = '' } = useParams();
  return (
    <SportLayout>
      <EventView key={id} id={id} />
    </SportLayout>
  );
}
