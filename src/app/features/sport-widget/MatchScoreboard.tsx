import type { Match } from '@contract/sports';
import { useServerNow } from '../../api/server-clock';
import { matchClockAt } from '../sports/sports-store';
import { formatPlayClock, periodLabel } from './match-clock';

/** The running clock moves on between pushes: redrawn twice a second so an accelerated clock still reads well. */
const CLOCK_TICK_MS = 500;

function RunningClock({ match, readAt }: { match: Match; readAt: number }) {
  const now = useServerNow(CLOCK_TICK_MS) ?? readAt;
  return (
    <time className="live-board__clock" data-testid="live-clock">
      {formatPlayClock(matchClockAt(match, readAt, now))}
    </time>
  );
}

/** Teams, score, period and running clock of a match: the head of every live view. */
export function MatchScoreboard({ match, readAt, league }: { match: Match; readAt: number; league: string }) {
  const live = match.status === 'live';
  return (
    <div className="live-board">
      <p className="live-board__league">{league}</p>
      <div className="live-board__teams">
        <span className="live-board__team">{match.home.name}</span>
        <output className="live-board__score" aria-label="Score" data-testid="live-score">
          {match.score.home} – {match.score.away}
        </output>
        <span className="live-board__team live-board__team--away">{match.away.name}</span>
      </div>
      <p className="live-board__status">
        {live && <span className="live-board__dot" aria-hidden="true" />}
        <span>{periodLabel(match)}</span>
        {live && <RunningClock match={match} readAt={readAt} />}
      </p>
    </div>
  );
}
