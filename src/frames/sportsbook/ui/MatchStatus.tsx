import type { Match } from '@contract/sports';
import { useFrame } from '../frame-store';
import { liveText, playedSeconds, startText } from './match-text';
import { useServerNow } from './use-now';

/** The match's state: a live badge with its period and minute, its kick-off, or how it ended. */
export function MatchStatus({ match }: { match: Match }) {
  const now = useServerNow();
  const readAt = useFrame((state) => state.readAt[match.id] ?? now);
  switch (match.status) {
    case 'live':
      return (
        <span className="sb-status sb-status--live">
          <span className="sb-live-dot" aria-hidden="true" />
          {liveText(match, playedSeconds(match, readAt, now))}
        </span>
      );
    case 'scheduled':
      return <span className="sb-status">{startText(match.startsAt, now)}</span>;
    case 'ended':
      return <span className="sb-status">Ended</span>;
    case 'cancelled':
      return <span className="sb-status sb-status--off">Cancelled</span>;
  }
}
