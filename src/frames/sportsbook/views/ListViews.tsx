/** The sportsbook's list views: its start page, everything live, one sport, and the starred matches. */
import type { Sport } from '@contract/sports';
import { call, SportsbookError } from '../host-link';
import { dropFavorites, useFavorites } from '../favorites';
import { SbLink } from '../ui/SbLink';
import { EventListView } from './EventListView';

/** Live lists gain and lose matches as they start and end: their membership is read again this often. */
const LIVE_REFRESH_MS = 30_000;
const UPCOMING_REFRESH_MS = 60_000;

export function LiveView() {
  return (
    <EventListView
      title={
        <>
          <span className="sb-live-dot" aria-hidden="true" /> Live now
        </>
      }
      listKey="live"
      load={() => call('POST /api/sport/events', { filter: 'live', limit: 200 })}
      by="sport"
      empty="No match is live right now. Check back soon."
      refreshMs={LIVE_REFRESH_MS}
      summary={(count) => `${count} ${count === 1 ? 'match' : 'matches'} in play`}
    />
  );
}

export function HomeView() {
  return (
    <>
      <EventListView
        title="Top live"
        listKey="home-live"
        load={() => call('POST /api/sport/events', { filter: 'live', limit: 8 })}
        by="sport"
        empty="No match is live right now."
        refreshMs={LIVE_REFRESH_MS}
        summary={() => (
          <SbLink path="/live" className="sb-more">
            All live matches
          </SbLink>
        )}
      />
      <EventListView
        title="Starting soon"
        listKey="home-soon"
        load={async () => await call('POST /api/sport/events', { filter: 'upcoming', limit: 15 })}
        by="sport"
        empty="Nothing else starts today."
        refreshMs={UPCOMING_REFRESH_MS}
      />
    </>
  );
}

export function SportView({ sport }: { sport: Sport }) {
  return (
    <EventListView
      title={sport.name}
      listKey={`sport-${sport.id}`}
      // The sport's live matches, then those not started yet.
      load={async () => {
        const [live, upcoming] = await Promise.all([
          call('POST /api/sport/events', { sportId: sport.id, filter: 'live', limit: 50 }),
          call('POST /api/sport/events', { sportId: sport.id, filter: 'upcoming', limit: 50 }),
        ]);
        return [...live, ...upcoming];
      }}
      by="league"
      empty={`No ${sport.name} matches are scheduled.`}
      refreshMs={UPCOMING_REFRESH_MS}
    />
  );
}

const isGone = (answer: PromiseSettledResult<unknown> | undefined) =>
  answer?.status === 'rejected' && answer.reason instanceof SportsbookError && answer.reason.status === 404;

export function FavoritesView() {
  const ids = useFavorites((state) => state.ids);
  return (
    <EventListView
      title="Favorites"
      listKey={`favorites-${ids.join(',')}`}
      load={async () => {
        const answers = await Promise.allSettled(ids.map((id) => call('POST /api/sport/event', { id })));
        // Events the world no longer serves (ended a day ago) are forgotten.
        dropFavorites(ids.filter((_, index) => isGone(answers[index])));
        return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      }}
      by="sport"
      empty="Star a match to keep it here."
    />
  );
}
