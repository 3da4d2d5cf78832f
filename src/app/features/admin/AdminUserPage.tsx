import { useSearchParams, useParams } from 'react-router';
import type { AdminUserDetails } from '@contract/admin';
import { PageLoading } from '../../components/PageLoading';
import { Panel } from '../../components/panel';
import { TabList } from '../../components/tabs';
import { AdminHeader } from './AdminHeader';
import { BalancesTab } from './BalancesTab';
import { BetsTab } from './BetsTab';
import { LedgerTab } from './LedgerTab';
import { OverviewTab } from './OverviewTab';
import { SessionsTab } from './SessionsTab';
import { useAdminCall } from './use-admin-call';
import './admin.css';

const TABS = [
  { id: 'overview', name: 'Overview' },
  { id: 'balances', name: 'Balances' },
  { id: 'ledger', name: 'Ledger' },
  { id: 'bets', name: 'Bets' },
  { id: 'sessions', name: 'Sessions' },
] as const;
export type AdminTab = (typeof TABS)[number]['id'];

const tabOf = (value: string | null): AdminTab => TABS.find((tab) => tab.id === value)?.id ?? 'overview';

/**
 * /admin/user/{userId} (community.md §5; permission 'users', checked by the route): one player for the back
 * office, in tabs kept in the address (?tab=) so that a tab can be shared or reloaded. Every action answers the
 * player's details after it, which the page shows at once.
 */
export function AdminUserPage() {
  const { userId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const { state, reload, replace } = useAdminCall('POST /api/admin/user', { userId });

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error')
    return (
      <Panel title="Player unavailable" tone="danger">
        <p>{state.message}</p>
        <button type="button" className="button" onClick={reload}>
          Try again
        </button>
      </Panel>
    );
  const details: AdminUserDetails = state.data;
  const select = (id: AdminTab) => setParams(id === 'overview' ? {} : { tab: id }, { replace: true });
  return (
    <div className="admin-page">
      <AdminHeader details={details} onRefresh={reload} />
      <TabList label="Player sections" tabs={TABS} selected={tab} onSelect={select} className="admin-tabs" />
      <section className="admin-panel" role="tabpanel" aria-label={TABS.find(({ id }) => id === tab)!.name}>
        {tab === 'overview' && <OverviewTab details={details} onDetails={replace} />}
        {tab === 'balances' && <BalancesTab details={details} onDetails={replace} />}
        {tab === 'ledger' && (
          <LedgerTab userId={userId} currencies={details.balances.map((row) => row.currency)} />
        )}
        {tab === 'bets' && <BetsTab userId={userId} />}
        {tab === 'sessions' && <SessionsTab userId={userId} onDetails={replace} />}
      </section>
    </div>
  );
}
