import clsx from 'clsx';
import { findSport } from '@contract/sports-catalogue';
import { useFrame } from '../frame-store';
import { toggleFavorite, useFavorites } from '../favorites';
import { eventPath } from '../paths';
import { matchName } from './match-text';
import { MatchStatus } from './MatchStatus';
import { OddsButton } from './OddsButton';
import { SbLink } from './SbLink';

/** A match in a list: its state, teams and score, the main market's prices, and its star. */
export function EventRow({ matchId }: { matchId: string }) {
  const event = useFrame((state) => state.events[matchId]);
  const starred = useFavorites((state) => state.ids.includes(matchId));
  if (!event) return null;
  const { match } = event;
  const sport = findSport(match.sportId);
  const market = event.markets[0];
  const showScore = match.status === 'live' || match.status === 'ended';
  return (
    <li className={clsx('sb-event', match.status === 'live' && 'sb-event--live')}>
      <button
        type="button"
        className={clsx('sb-star', starred && 'sb-star--on')}
        aria-pressed={starred}
        aria-label={`${starred ? 'Remove' : 'Add'} ${matchName(match)} ${starred ? 'from' : 'to'} favourites`}
        onClick={() => toggleFavorite(matchId)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M12 3.5l2.6 5.3l5.9.9l-4.3 4.1l1 5.8L12 16.9l-5.2 2.7l1-5.8l-4.3-4.1l5.9-.9z" />
        </svg>
      </button>
      <SbLink className="sb-event__teams" path={sport ? eventPath(sport, match.id) : '/'}>
        <MatchStatus match={match} />
        <span className="sb-event__team">
          <span>{match.home.name}</span>
          {showScore && <strong>{match.score.home}</strong>}
        </span>
        <span className="sb-event__team">
          <span>{match.away.name}</span>
          {showScore && <strong>{match.score.away}</strong>}
        </span>
      </SbLink>
      <div className="sb-event__odds" role="group" aria-label={market?.name ?? 'Odds'}>
        {market?.options.map((option) => (
          <OddsButton key={option.id} event={event} market={market} option={option} />
        ))}
      </div>
    </li>
  );
}
