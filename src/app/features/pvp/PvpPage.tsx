import { useEffect, useState } from 'react';
import { PVP } from '@contract/pvp';
import { TabList } from '../../components/tabs';
import { OpenPoolForm } from './OpenPoolForm';
import { PoolCard } from './PoolCard';
import { usePoolNow } from './use-pool-now';
import { loadPools, usePvp, watchPools, type PoolList } from './pvp-store';
import './pvp.css';

const TABS: readonly { id: PoolList; name: string }[] = [
  { id: 'open', name: 'Open pools' },
  { id: 'settled', name: 'Settled' },
];

/**
 * /pvp: the pools players opened on match outcomes, open and in play or settled, live from the sports channel,
 * and the form that opens one. Guests see everything and are asked to sign in to play.
 */
export function PvpPage() {
  const [tab, setTab] = useState<PoolList>('open');
  useEffect(() => watchPools(), []);
  useEffect(() => void loadPools(tab), [tab]);

  return (
    <div className="pvp-page">
      <header className="pvp-page__header">
        <div>
          <h1>PvP pools</h1>
          <p className="pvp-page__lead">
            Back a side against other players. The winning side shares the pot, less a {PVP.feePercent}% house
            fee.
          </p>
        </div>
        <a className="button button--primary pvp-page__open-link" href="#open-pool">
          Open a pool
        </a>
      </header>
      <div className="pvp-page__body">
        <section className="pvp-page__lists" aria-label="Pools">
          <TabList label="Pool lists" tabs={TABS} selected={tab} onSelect={setTab} />
          <PoolList list={tab} />
        </section>
        <aside className="pvp-page__aside" id="open-pool" aria-labelledby="open-pool-title">
          <h2 id="open-pool-title">Open a pool</h2>
          <OpenPoolForm />
        </aside>
      </div>
    </div>
  );
}

function PoolList({ list }: { list: PoolList }) {
  const status = usePvp((state) => state.listStatus[list]);
  const ids = usePvp((state) => state.lists[list]);
  const pools = usePvp((state) => state.pools);
  const now = usePoolNow();
  if (ids.length === 0 && (status === 'loading' || status === 'idle'))
    return (
      <div className="pvp-list" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <div key={key} className="card pvp-card pvp-card--skeleton" />
        ))}
      </div>
    );
  if (ids.length === 0 && status === 'error')
    return (
      <div className="pvp-note" role="alert">
        <p>The pools could not be loaded.</p>
        <button type="button" className="button" onClick={() => void loadPools(list)}>
          Try again
        </button>
      </div>
    );
  if (ids.length === 0)
    return (
      <p className="pvp-note">
        {list === 'open' ? 'No open pools right now. Open the first one.' : 'No settled pools yet.'}
      </p>
    );
  return (
    <div className="pvp-list">
      {ids.map((id) => pools[id] && <PoolCard key={id} pool={pools[id]} now={now} />)}
    </div>
  );
}
