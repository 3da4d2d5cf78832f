import type { ReactNode } from 'react';
import { EventRow } from './EventRow';
import type { EventQuery } from './use-event-query';
import './event-list.css';

const SKELETON_ROWS = [0, 1, 2, 3];

/**
 * A list of matches with its loading, error and empty states. `ids` may be a section of the query's answer
 * (the live ones of it, say); the query still tells whether it is loading or failed.
 */
export function EventList({
  label,
  query,
  ids = query.ids,
  empty,
}: {
  label: string;
  query: EventQuery;
  ids?: readonly string[];
  empty: ReactNode;
}) {
  if (query.status === 'loading') {
    return (
      <ul className="event-list" aria-label={label} aria-busy="true">
        {SKELETON_ROWS.map((row) => (
          <li key={row} className="event-row event-row--skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (query.status === 'error') {
    return (
      <div className="sport-note" role="alert">
        <p>{query.error}</p>
        <button type="button" className="button button--primary" onClick={query.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (ids.length === 0) return <p className="sport-note">{empty}</p>;
  return (
    <ul className="event-list" aria-label={label}>
      {ids.map((id) => (
        <EventRow key={id} id={id} />
      ))}
    </ul>
  );
}
