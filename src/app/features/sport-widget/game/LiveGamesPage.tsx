import { useEffect, useState } from 'react';
import { findSport } from '@contract/sports-catalogue';
import { api } from '../../../api/api';
import { sportsFailureText, storeEvents, useSports, watchSports } from '../../sports/sports-store';
import { groupBySport, liveRequests } from './live-games';
import { LiveGameRow } from './LiveGameRow';
import { useLiveNowTicker } from './live-now';

type Listing =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; groups: { sportId: number; ids: string[] }[] };

/** Every match in play, by sport: fetched once the categories tell which sports have any, then kept live. */
function useLiveGames(attempt: number): Listing {
  const categories = useSports((state) => state.categories);
  const categoriesStatus = useSports((state) => state.categoriesStatus);
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const ready = categoriesStatus === 'ready';

  useEffect(() => watchSports(), []);

  useEffect(() => {
    if (!ready) return;
    let active = true;
    const requests = liveRequests(useSports.getState().categories);
    Promise.all(requests.map((body) => api('POST /api/sport/events', body))).then(
      (pages) => {
        if (!active) return;
        const events = pages.flat().filter((event) => event.match.status === 'live');
        storeEvents(events);
        setListing({ status: 'ready', groups: groupBySport(events) });
      },
      (failure: unknown) => active && setListing({ status: 'error', text: sportsFailureText(failure) }),
    );
    return () => {
      active = false;
    };
  }, [ready, attempt]);

  if (categoriesStatus === 'error') return { status: 'error', text: 'The sports could not be loaded.' };
  return categories.length === 0 && listing.status === 'loading' ? { status: 'loading' } : listing;
}

/** `/sport/game/live`: the live streams index, every match in play with its score, clock and prices. */
export function LiveGamesPage() {
  const [attempt, setAttempt] = useState(0);
  const listing = useLiveGames(attempt);
  useLiveNowTicker();
  const total =
    listing.status === 'ready' ? listing.groups.reduce((sum, group) => sum + group.ids.length, 0) : 0;

  return (
    <section className="live-games" aria-labelledby="live-games-title">
      <header className="live-games__head">
        <h1 id="live-games-title">Live now</h1>
        {listing.status === 'ready' && <span className="live-games__count">{total} matches in play</span>}
      </header>
      {listing.status === 'loading' && (
        <p className="live-games__note" role="status">
          Loading the matches in play…
        </p>
      )}
      {listing.status === 'error' && (
        <div className="live-games__note" role="alert">
          <p>{listing.text}</p>
          <button type="button" className="button" onClick={() => setAttempt((value) => value + 1)}>
            Try again
          </button>
        </div>
      )}
      {listing.status === 'ready' && total === 0 && (
        <p className="live-games__note">No match is in play right now. Come back at the next kick-off.</p>
      )}
      {listing.status === 'ready' &&
        listing.groups.map((group) => (
          <section
            key={group.sportId}
            className="live-games__sport"
            aria-label={findSport(group.sportId)?.name}
          >
            <h2>
              {findSport(group.sportId)?.name}
              <span>{group.ids.length}</span>
            </h2>
            <ul>
              {group.ids.map((id) => (
                <LiveGameRow key={id} matchId={id} />
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}
