import type { Sport, SportEventDetail } from '@contract/sports';
import { call } from '../host-link';
import { storeEvents, useFrame } from '../frame-store';
import { sportPath } from '../paths';
import { MatchStatus } from '../ui/MatchStatus';
import { OddsButton } from '../ui/OddsButton';
import { SbLink } from '../ui/SbLink';
import { ErrorState, LoadingRows } from '../ui/States';
import { useLoad } from '../use-load';

/** Incidents are read again this often while the page is open (the score itself moves with the ticks). */
const INCIDENTS_REFRESH_MS = 30_000;

function Scoreboard({ matchId }: { matchId: string }) {
  const match = useFrame((state) => state.events[matchId]?.match);
  if (!match) return null;
  const showScore = match.status !== 'scheduled';
  return (
    <div className="sb-scoreboard">
      <MatchStatus match={match} />
      <div className="sb-scoreboard__teams">
        <span className="sb-scoreboard__team">{match.home.name}</span>
        <strong className="sb-scoreboard__score" aria-label="Score">
          {showScore ? `${match.score.home} : ${match.score.away}` : 'v'}
        </strong>
        <span className="sb-scoreboard__team sb-scoreboard__team--away">{match.away.name}</span>
      </div>
      {match.periodScores.length > 0 && (
        <ol className="sb-scoreboard__periods" aria-label="Scores by period">
          {match.periodScores.map((score, index) => (
            <li key={index}>
              <span>{index + 1}</span>
              {score.home}–{score.away}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Markets({ matchId }: { matchId: string }) {
  const event = useFrame((state) => state.events[matchId]);
  if (!event) return null;
  if (event.markets.length === 0) return <p className="sb-note">No markets are open for this match.</p>;
  return (
    <>
      {event.markets.map((market) => (
        <section key={market.id} className="sb-market" aria-label={market.name}>
          <h3 className="sb-market__title">
            {market.name}
            {market.status !== 'open' && <span className="sb-market__state">{market.status}</span>}
          </h3>
          <div className="sb-market__options">
            {market.options.map((option) => (
              <OddsButton key={option.id} event={event} market={market} option={option} showName />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

function Incidents({ detail }: { detail: SportEventDetail }) {
  if (detail.incidents.length === 0) return null;
  return (
    <section className="sb-market" aria-label="Timeline">
      <h3 className="sb-market__title">Timeline</h3>
      <ol className="sb-timeline">
        {[...detail.incidents].reverse().map((incident, index) => (
          <li key={index} className={`sb-timeline__item sb-timeline__item--${incident.side}`}>
            <span className="sb-timeline__minute">{Math.floor(incident.playSecond / 60) + 1}&apos;</span>
            {incident.side === 'home' ? detail.match.home.name : detail.match.away.name} scores
            {incident.points > 1 ? ` ${incident.points}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /{slug}/{eventId}: the match's scoreboard, every market with its prices, and what happened so far. */
export function EventView({ sport, eventId }: { sport: Sport; eventId: string }) {
  const { loaded, retry } = useLoad(
    `event-${eventId}`,
    async () => {
      const detail = await call('POST /api/sport/event', { id: eventId });
      storeEvents([detail]);
      return detail;
    },
    INCIDENTS_REFRESH_MS,
  );
  return (
    <section className="sb-view" aria-label="Event">
      <SbLink path={sportPath(sport)} className="sb-back">
        ‹ {sport.name}
      </SbLink>
      {loaded.status === 'loading' && <LoadingRows rows={4} />}
      {loaded.status === 'error' && <ErrorState message={loaded.message} onRetry={retry} />}
      {loaded.status === 'ready' && (
        <>
          <h2 className="sb-event-title">
            {loaded.data.match.home.name} v {loaded.data.match.away.name}
          </h2>
          <p className="sb-view__summary">
            {loaded.data.league.region} · {loaded.data.league.name}
          </p>
          <Scoreboard matchId={eventId} />
          <Markets matchId={eventId} />
          <Incidents detail={loaded.data} />
        </>
      )}
    </section>
  );
}
