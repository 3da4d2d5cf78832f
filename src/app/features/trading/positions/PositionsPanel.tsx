import { useState } from 'react';
import { TabList } from '../../../components/tabs';
import { openAuthModal } from '../../auth/auth-modal-store';
import { loadPositions, usePositions } from './positions-store';
import { PositionCard } from './PositionCard';
import './positions.css';

type Tab = 'open' | 'closed';

/** The player's positions, open (live result, close, limits) and ended (how, and what they returned). */
export function PositionsPanel({ signedIn }: { signedIn: boolean }) {
  const [tab, setTab] = useState<Tab>('open');
  const { open, closed, status, error } = usePositions();
  const list = tab === 'open' ? open : closed;
  const tabs = [
    { id: 'open' as const, name: open.length > 0 ? `Open (${open.length})` : 'Open' },
    { id: 'closed' as const, name: 'Closed' },
  ];

  return (
    <section className="trading-positions" aria-label="Your positions">
      <div className="trading-section__head">
        <h2>Positions</h2>
        {signedIn && <TabList label="Positions" tabs={tabs} selected={tab} onSelect={setTab} />}
      </div>
      {!signedIn ? (
        <div className="trading-empty">
          <p>Sign in to trade and follow your positions.</p>
          <button type="button" className="button button--primary" onClick={() => openAuthModal('auth')}>
            Sign in
          </button>
        </div>
      ) : status === 'error' ? (
        <div className="trading-empty" role="alert">
          <p>{error}</p>
          <button type="button" className="button" onClick={() => void loadPositions()}>
            Try again
          </button>
        </div>
      ) : status !== 'ready' && list.length === 0 ? (
        <div className="trading-empty" role="status">
          <span className="spinner" aria-hidden="true" /> Loading positions…
        </div>
      ) : list.length === 0 ? (
        <p className="trading-empty">{tab === 'open' ? 'No open positions.' : 'No closed positions yet.'}</p>
      ) : (
        <ul className="position-list" aria-label={tab === 'open' ? 'Open positions' : 'Closed positions'}>
          {list.map((position) => (
            <PositionCard key={position._id} position={position} />
          ))}
        </ul>
      )}
    </section>
  );
}
