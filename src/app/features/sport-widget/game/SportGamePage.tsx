import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { MOBILE_WIDTH, useWindowWidth } from '../../../hooks';
import { useSports } from '../../sports/sports-store';
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

/** The match under the live view: its name, league and the way to its markets. */
function GameMatchHeader({ matchId, desktop }: { matchId: string; desktop: boolean }) {
  const event = useSports((state) => state.events[matchId]);
  return (
    <header className="game-header">
      <div>
        <p className="game-header__league">{event?.league.name ?? 'Match'}</p>
        <h1 className="game-header__title">
          {event ? `${event.match.home.name} vs ${event.match.away.name}` : 'Loading the match…'}
        </h1>
      </div>
      <div className="game-header__actions">
        {desktop && (
          <button type="button" className="button" onClick={() => openLiveWidget(matchId)}>
            Watch live
          </button>
        )}
        <Link className="button button--primary" to={`/sport/event/${encodeURIComponent(matchId)}`}>
          All markets
        </Link>
      </div>
    </header>
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
      <GameMatchHeader matchId={matchId} desktop={desktop} />
    </div>
  );
}

/**
 * `/sport/game/{id}` (community.md: "a mobile live-stream panel appears on the last"): the match with its live
 * view, a panel stuck at the top on a phone, the floating widget on a desktop; `/sport/game/live` lists every
 * match in play. Deeper `/sport/game/...` paths lead to the match their last part names.
 */
export function SportGamePage() {
  const { id, '*': rest } = useParams();
  if (id === LIVE_GAMES_ID) return <LiveGamesPage />;
  if (id) return <GameView key={id} matchId={id} />;
  const last = rest?.split('/').filter(Boolean).at(-1);
  return <Navigate to={last ? `/sport/game/${last}` : '/sport'} replace />;
}
