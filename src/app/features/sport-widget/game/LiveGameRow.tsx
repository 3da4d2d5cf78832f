import { memo } from 'react';
import { Link } from 'react-router';
import { OddsButton } from '../../bet-slip';
import { matchClockAt, useSports } from '../../sports/sports-store';
import { formatPlayClock, periodLabel } from '../match-clock';
import { useLiveNow } from './live-now';

/** A running clock: all rows read one shared tick, so 200 clocks cost one timer. */
function RunningTime({ matchId }: { matchId: string }) {
  const match = useSports((state) => state.events[matchId]?.match);
  const readAt = useSports((state) => state.clockReadAt[matchId] ?? 0);
  const now = useLiveNow((state) => state.now) ?? readAt;
  return match ? <time>{formatPlayClock(matchClockAt(match, readAt, now))}</time> : null;
}

/** Period and clock of one row; only a running clock follows the tick (a break or an end does not move). */
function RowClock({ matchId }: { matchId: string }) {
  const label = useSports((state) => {
    const match = state.events[matchId]?.match;
    return match ? periodLabel(match) : '';
  });
  const running = useSports((state) => state.events[matchId]?.match.clockRunning ?? false);
  return (
    <span className="live-game__time">
      <span>{label}</span>
      {running && <RunningTime matchId={matchId} />}
    </span>
  );
}

/**
 * One match in play: teams, score, period and clock, the main market's prices and the way to its stream. It
 * reads its own event, so a push re-renders only the rows whose match or market changed.
 */
export const LiveGameRow = memo(function LiveGameRow({ matchId }: { matchId: string }) {
  const event = useSports((state) => state.events[matchId]);
  if (!event) return null;
  const { match } = event;
  const market = event.markets[0];
  return (
    <li className="live-game" data-match={matchId}>
      <Link className="live-game__teams" to={`/sport/game/${encodeURIComponent(matchId)}`}>
        <span className="live-game__team">{match.home.name}</span>
        <b className="live-game__score">{match.score.home}</b>
        <span className="live-game__team">{match.away.name}</span>
        <b className="live-game__score">{match.score.away}</b>
      </Link>
      <RowClock matchId={matchId} />
      <div className="live-game__odds">
        {market?.options.map((option) => (
          <OddsButton key={option.id} event={event} market={market} option={option} />
        ))}
      </div>
    </li>
  );
});
