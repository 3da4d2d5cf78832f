import { lazy, Suspense } from 'react';
import type { GameFilter } from '@contract/catalogue';
import { SPORTSBOOK_PLUGIN, TRADING_PLUGIN } from '@contract/index';
import { useAppStore } from '../../stores/app-store';
import { categoryFilter, originalsFilter } from '../catalogue/filters';
import { CatalogueRow } from './CatalogueRow';
import { FuturesRowPending } from './FuturesRowPending';
import { ProviderRow } from './ProviderRow';
import { RecentRow } from './RecentRow';
import './home.css';

type Row =
  | { kind: 'games'; title: string; viewAll: string; filter: GameFilter[] }
  | { kind: 'providers' }
  | { kind: 'futures' };

/** The home rows of community.md §2, in order. */
const ROWS: readonly Row[] = [
  { kind: 'games', title: 'Originals', viewAll: '/casino/originals', filter: originalsFilter() },
  { kind: 'futures' },
  { kind: 'games', title: 'Slots', viewAll: '/casino/slots', filter: categoryFilter('slots') },
  { kind: 'providers' },
  { kind: 'games', title: 'Live Casino', viewAll: '/casino/live', filter: categoryFilter('live') },
  {
    kind: 'games',
    title: 'New Releases',
    viewAll: '/casino/new-releases',
    filter: categoryFilter('new-releases'),
  },
];

const FuturesRow = lazy(() => import('./FuturesRow').then((module) => ({ default: module.FuturesRow })));

/** The futures row shows only when the licence has the trading plugin (community.md §2). */
function FuturesRowIfTrading() {
  const trading = useAppStore((state) => state.licence?.plugins.includes(TRADING_PLUGIN) ?? false);
  if (!trading) return null;
  return (
    <Suspense fallback={<FuturesRowPending />}>
      <FuturesRow />
    </Suspense>
  );
}

const HomeSportsRow = lazy(() =>
  import('../sportsbook/HomeSportsRow').then((module) => ({ default: module.HomeSportsRow })),
);

/** The sports list shows only when the licence has the sportsbook plugin (the sportsbook's rule). */
function SportsRowIfSportsbook() {
  const sportsbook = useAppStore((state) => state.licence?.plugins.includes(SPORTSBOOK_PLUGIN) ?? false);
  if (!sportsbook) return null;
  return (
    <Suspense fallback={null}>
      <HomeSportsRow />
    </Suspense>
  );
}

export function CategoryRows() {
  return (
    <div className="category-rows">
      <RecentRow />
      {ROWS.map((row) => {
        if (row.kind === 'providers') return <ProviderRow key="providers" />;
        if (row.kind === 'futures') return <FuturesRowIfTrading key="futures" />;
        return <CatalogueRow key={row.title} title={row.title} viewAll={row.viewAll} filter={row.filter} />;
      })}
      <SportsRowIfSportsbook />
    </div>
  );
}
