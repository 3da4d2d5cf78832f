import type { Match } from '@contract/sports';
import { formatKickOff, formatPlayClock, periodLabel } from './sport-format';
import { useSportNow } from './sport-now';
import { matchClockAt, useSports } from './sports-store';

/** A live match's running clock, moved on every second from the store's reading (no push needed). */
export function PlayClock({ match }: { match: Match }) {
  const now = useSportNow();
  const readAt = useSports((state) => state.clockReadAt[match.id] ?? now);
  return (
    <time className="play-clock" aria-label="Match clock">
      {formatPlayClock(matchClockAt(match, readAt, now))}
    </time>
  );
}

/** A kick-off as the lists write it, relative to the server's day. */
export function KickOff({ startsAt }: { startsAt: number }) {
  const now = useSportNow();
  return <time dateTime={new Date(startsAt).toISOString()}>{formatKickOff(startsAt, now)}</time>;
}

/** What a list row shows for its time: the live clock and period, the kick-off, or how the match ended. */
export function MatchTime({ match }: { match: Match }) {
  if (match.status === 'live') {
    return (
      <span className="match-time match-time--live">
        <span className="live-badge">Live</span>
        {match.inBreak ? <span>{periodLabel(match)}</span> : <PlayClock match={match} />}
      </span>
    );
  }
  if (match.status === 'scheduled') {
    return (
      <span className="match-time">
        <KickOff startsAt={match.startsAt} />
      </span>
    );
  }
  return <span className="match-time">{periodLabel(match)}</span>;
}
