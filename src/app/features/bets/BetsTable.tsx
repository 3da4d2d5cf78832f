import { useState } from 'react';
import type { BetScope } from '@contract/index';
import { ExtensionGate } from '../../components/extension-gate';
import { Pagination } from '../../components/pagination';
import { useSession } from '../auth';
import { BetList } from './BetList';
import { useBetPage } from './use-bet-page';
import './bets.css';

const TABS: { scope: BetScope; label: string; signedInOnly?: boolean }[] = [
  { scope: 'my', label: 'My bets', signedInOnly: true },
  { scope: 'all', label: 'All bets' },
  { scope: 'high', label: 'High rollers' },
];

export interface BetsTableProps {
  /** Only this game's bets (on a game page). */
  game?: string;
  /** Changes whenever a bet settles, so the table reloads. */
  refreshKey?: unknown;
}

/**
 * My bets / All bets / High rollers, paginated; a row opens the bet overview. The tables come from an
 * extension route: on a server without it they give way to a short note.
 */
export function BetsTable(props: BetsTableProps) {
  return (
    <section className="bets" aria-label="Bets">
      <ExtensionGate route="POST /api/bets">
        <BetTabs {...props} />
      </ExtensionGate>
    </section>
  );
}

function BetTabs({ game, refreshKey }: BetsTableProps) {
  const signedIn = useSession((session) => session.user !== null);
  const tabs = TABS.filter((tab) => signedIn || !tab.signedInOnly);
  const [chosen, setScope] = useState<BetScope>('my');
  const scope = tabs.some((tab) => tab.scope === chosen) ? chosen : 'all';
  const [page, setPage] = useState(1);
  const state = useBetPage(scope, page, game, refreshKey);
  const shown = state.status === 'error' ? null : state.page;

  return (
    <>
      <div role="tablist" className="bets__tabs" aria-label="Bet lists">
        {tabs.map((tab) => (
          <button
            key={tab.scope}
            type="button"
            role="tab"
            aria-selected={tab.scope === scope}
            onClick={() => {
              setScope(tab.scope);
              setPage(1);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      {state.status === 'loading' && !shown && <p role="status">Loading bets…</p>}
      {shown && shown.data.length === 0 && <p className="bets__empty">No bets yet.</p>}
      {shown && shown.data.length > 0 && <BetList bets={shown.data} busy={state.status === 'loading'} />}
      {shown && <Pagination page={shown.page} pages={shown.pages} onPage={setPage} label="Bet pages" />}
    </>
  );
}
