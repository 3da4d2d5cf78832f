import type { Match } from '@contract/sports';
import './sport-widget.css';
import { EsportStream } from './EsportStream';
import { liveViewOf, UNAVAILABLE_TEXT, unavailableReason } from './live-view';
import { MatchScoreboard } from './MatchScoreboard';
import { StatsPanel } from './StatsPanel';
import { useLiveMatch } from './use-live-match';

function Unavailable({ status }: { status: Match['status'] }) {
  return (
    <div className="live-view__notice" role="note">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path
          fill="currentColor"
          d="M3.3 2 2 3.3 5.7 7H4a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h11.7l5 5 1.3-1.3L3.3 2ZM21 7.5l-4 3V8a1 1 0 0 0-1-1H9.8L17 14.2l4 2.3V7.5Z"
        />
      </svg>
      <p className="live-view__notice-title">{UNAVAILABLE_TEXT}</p>
      <p className="live-view__notice-reason">{unavailableReason(status)}</p>
    </div>
  );
}

/**
 * What the widget and the mobile live panel show for a match: the stats panel (a sport), the drawn stream (an
 * esport) or the unavailable notice, with loading and error states; it keeps the match live while shown.
 */
export function MatchLiveView({ matchId }: { matchId: string }) {
  const { event, readAt, incidents, error, retry } = useLiveMatch(matchId);
  if (!event) {
    return error ? (
      <div className="live-view__notice" role="alert">
        <p className="live-view__notice-title">{error}</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    ) : (
      <div className="live-view__loading" role="status" aria-label="Loading the match">
        <span className="skeleton live-view__skeleton" />
        <span className="skeleton live-view__skeleton live-view__skeleton--short" />
      </div>
    );
  }
  const view = liveViewOf(event.match);
  if (view === 'video')
    return <EsportStream key={matchId} event={event} readAt={readAt} incidents={incidents} />;
  if (view === 'stats') return <StatsPanel event={event} readAt={readAt} incidents={incidents} />;
  return (
    <div className="live-view__off">
      <MatchScoreboard match={event.match} readAt={readAt} league={event.league.name} />
      <Unavailable status={event.match.status} />
    </div>
  );
}
