import { useEffect, useState } from 'react';
import { connectHost } from './host-link';
import { applyHostMessage, useFrame } from './frame-store';
import { viewOf, type SportsbookView } from './paths';
import { useSlip } from './slip-store';
import { SbLink } from './ui/SbLink';
import { Slip } from './ui/Slip';
import { SportsStrip } from './ui/SportsStrip';
import { EmptyState } from './ui/States';
import { BetsView } from './views/BetsView';
import { EventView } from './views/EventView';
import { FavoritesView, HomeView, LiveView, SportView } from './views/ListViews';

function View({ view }: { view: SportsbookView }) {
  switch (view.kind) {
    case 'home':
      return <HomeView />;
    case 'live':
      return <LiveView />;
    case 'favorites':
      return <FavoritesView />;
    case 'bets':
      return <BetsView />;
    case 'sport':
      return <SportView key={view.sport.id} sport={view.sport} />;
    case 'event':
      return <EventView key={view.eventId} sport={view.sport} eventId={view.eventId} />;
    case 'notFound':
      return (
        <EmptyState title="This page does not exist.">
          <SbLink path="/" className="sb-button">
            To the sportsbook
          </SbLink>
        </EmptyState>
      );
  }
}

/** The sportsbook: its bar and sport menu, the view of its path, and its slip. */
export function App() {
  const path = useFrame((state) => state.path);
  const hasSelection = useSlip((state) => state.selection !== null);
  const [slipOpen, setSlipOpen] = useState(false);
  useEffect(() => connectHost(applyHostMessage), []);

  return (
    <div className="sb-app">
      <header className="sb-bar">
        <SbLink path="/" className="sb-brand" aria-label="ArenaBet home">
          <span className="sb-brand__mark" aria-hidden="true">
            A
          </span>
          Arena<strong>Bet</strong>
        </SbLink>
        <nav className="sb-bar__links" aria-label="Sportsbook">
          <SbLink path="/live">Live</SbLink>
          <SbLink path="/favorites">Favorites</SbLink>
          <SbLink path="/bets">My Bets</SbLink>
        </nav>
      </header>
      <SportsStrip />
      <div className="sb-layout">
        <main className="sb-main">
          <View key={path} view={viewOf(path)} />
        </main>
        <Slip open={slipOpen} onClose={() => setSlipOpen(false)} />
      </div>
      {hasSelection && !slipOpen && (
        <button type="button" className="sb-slip-toggle" onClick={() => setSlipOpen(true)}>
          Bet slip <span>1</span>
        </button>
      )}
    </div>
  );
}
