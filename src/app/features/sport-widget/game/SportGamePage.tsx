import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { MOBILE_WIDTH, useWindowWidth } from '../../../hooks';
import { SportEventPage } from '../../sports/pages';
import { MatchLiveView } from '../MatchLiveView';
import { openLiveWidget } from '../widget-store';
import { LIVE_GAMES_ID } from './live-games';
import { LiveGamesPage } from './LiveGamesPage';
import './sport-game.css';

/** Below the mobile width: the live view inline, stuck under the header while the page scrolls; it can fold away. */
function MobileLivePanel({ matchId }: { matchId: string }) {
  const [open, setOpen] = useState(true);
  return (
    <section className="game-live-panel" aria-label="Live stream">
      <button
        type="button"
        className="game-live-panel__toggle"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="game-live-panel__dot" aria-hidden="true" />
        {open ? 'Hide live stream' : 'Show live stream'}
      </button>
      {open && (
        <div className="game-live-panel__body">
          <MatchLiveView matchId={matchId} />
        </div>
      )}
    </section>
  );
}

function GameView({ matchId }: { matchId: string }) {
  const desktop = useWindowWidth() >= MOBILE_WIDTH;
  // On a desktop the floating widget shows the match (and stays open when the player moves on).
  useEffect(() => {
    if (desktop) openLiveWidget(matchId);
  }, [desktop, matchId]);
  return (
    <div className="game-page">
      {!desktop && <MobileLivePanel matchId={matchId} />}
      <SportEventPage />
    </div>
  );
}

/**
 * `/sport/game/{id}` (community.md: "a mobile live-stream panel appears on the last"): the match's event page
 * with its live view, a panel stuck at the top on a phone, the floating widget on a desktop; `/sport/game/live` lists every
 * match in play. Deeper `/sport/game/...` paths lead to the match their last part names.
 */
export function SportGamePage() {
  const { id, '*': rest } = useParams();
  if (id === LIVE_GAMES_ID) return <LiveGamesPage />;
  if (id) return <GameView key={id} matchId={id} />;
  const last = rest?.split('/').filter(Boolean).at(-1);
  return <Navigate to={last ? `/sport/game/${last}` : '/sport'} replace />;
}
