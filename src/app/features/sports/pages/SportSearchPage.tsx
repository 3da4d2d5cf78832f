import { useEffect, useId, useState } from 'react';
import { EventList } from '../EventList';
import { SportLayout } from '../SportLayout';
import { searchEvents } from '../sports-store';
import { useEventQuery } from '../use-event-query';

/** The search waits this long after the last key before it asks. */
const DEBOUNCE_MS = 300;
/** The call's own minimum (sports-schemas.ts): shorter queries are not sent. */
export const MIN_QUERY = 2;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** `/sport/search`: matches whose team or league name holds the text, live ones first, kept live. */
export function SportSearchPage() {
  const inputId = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const asked = query.length >= MIN_QUERY ? query : null;
  const results = useEventQuery(asked, () => searchEvents(query));
  return (
    <SportLayout>
      <header className="sport-page__header">
        <h1>Search matches</h1>
      </header>
      <div className="sport-search" role="search">
        <label htmlFor={inputId} className="visually-hidden">
          Team or league
        </label>
        <input
          id={inputId}
          type="search"
          className="sport-search__input"
          placeholder="Team or league"
          autoComplete="off"
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {asked === null ? (
        <p className="sport-note">Type at least {MIN_QUERY} characters of a team or league.</p>
      ) : (
        <EventList label="Search results" query={results} empty={`No match found for “${asked}”.`} />
      )}
    </SportLayout>
  );
}
