import { memo } from 'react';
import { Link } from 'react-router';
import { findSport } from '@contract/sports-catalogue';
import { MatchTime } from './MatchTime';
import { MovingOdds } from './MovingOdds';
import { SportIcon } from './SportIcon';
import { eventPath } from './sport-lists';
import { useSports } from './sports-store';

/**
 * One match of a sport list: its league, the teams with the score once it has started, the live clock or the
 * kick-off, and the first market's prices. It reads its event from the store by id, so a push re-renders just
 * this row.
 */
export const EventRow = memo(function EventRow({ id }: { id: string }) {
  const event = useSports((state) => state.events[id]);
  if (!event) return null;
  const { match, league } = event;
  const sport = findSport(match.sportId);
  const market = event.markets[0];
  const started = match.status !== 'scheduled';
  return (
    <li className="event-row" data-status={match.status}>
      <div className="event-row__meta">
        {sport && <SportIcon sport={sport} size={16} />}
        <span className="event-row__league">
          {league.name} · {league.region}
        </span>
        <MatchTime match={match} />
      </div>
      <Link className="event-row__teams" to={eventPath(match.id)}>
        <span className="event-row__team">{match.home.name}</span>
        <span className="event-row__score">{started && match.score.home}</span>
        <span className="event-row__team">{match.away.name}</span>
        <span className="event-row__score">{started && match.score.away}</span>
      </Link>
      <div className="event-row__odds" role="group" aria-label={market ? `${market.name} odds` : 'Odds'}>
        {market && market.status !== 'closed' ? (
          market.options.map((option) => (
            <MovingOdds key={option.id} event={event} market={market} option={option} />
          ))
        ) : (
          <span className="event-row__closed">Markets closed</span>
        )}
      </div>
    </li>
  );
});
