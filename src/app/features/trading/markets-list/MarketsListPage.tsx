import { useEffect, useState } from 'react';
import { TabList } from '../../../components/tabs';
import { CalculatorButton } from '../calculator';
import { loadMarkets, useMarkets, watchMarkets } from '../markets-store';
import { MarketRow } from './MarketRow';
import {
  DEFAULT_SORT,
  KIND_TABS,
  nextSort,
  ofKind,
  sortMarkets,
  type KindFilter,
  type MarketSort,
  type SortKey,
} from './markets-sort';
import './markets-list.css';

const COLUMNS: readonly { key: SortKey | null; name: string; wideOnly?: boolean }[] = [
  { key: 'name', name: 'Market' },
  { key: 'price', name: 'Price' },
  { key: 'change', name: '24h change' },
  { key: null, name: '24h high / low', wideOnly: true },
  { key: 'volume', name: '24h volume', wideOnly: true },
  { key: null, name: 'Trade', wideOnly: true },
];
const SKELETON_ROWS = Array.from({ length: 6 }, (_, index) => index);

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  sort: MarketSort;
  onSort(key: SortKey): void;
}) {
  const className = [
    column.key === 'name' ? '' : 'markets-table__number',
    column.wideOnly ? 'markets-table__wide-only' : '',
  ].join(' ');
  if (!column.key) {
    return (
      <th scope="col" className={className}>
        <span className={column.name === 'Trade' ? 'visually-hidden' : undefined}>{column.name}</span>
      </th>
    );
  }
  const key = column.key;
  const active = sort.key === key;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="markets-table__sort" onClick={() => onSort(key)}>
        {column.name}
        <span className="markets-table__arrow" data-active={active} aria-hidden="true">
          {active && sort.direction === 'asc' ? '▲' : '▼'}
        </span>
      </button>
    </th>
  );
}

/** /trading/all (platform.md §2): every futures market, live, sortable, narrowed by kind. */
export function MarketsListPage() {
  useEffect(() => watchMarkets(), []);
  const { tickers, status, error } = useMarkets();
  const [sort, setSort] = useState<MarketSort>(DEFAULT_SORT);
  const [kind, setKind] = useState<KindFilter>('all');
  const markets = sortMarkets(ofKind(tickers, kind), sort);
  const loading = status === 'idle' || status === 'loading';

  return (
    <section className="markets-page" aria-labelledby="markets-title">
      <header className="markets-page__header">
        <div>
          <h1 id="markets-title">Futures</h1>
          <p className="markets-page__lead">Trade crypto and indices up or down with leverage up to 1000x.</p>
        </div>
        <CalculatorButton />
      </header>
      <TabList label="Market kinds" tabs={KIND_TABS} selected={kind} onSelect={setKind} />
      {status === 'error' ? (
        <div className="markets-page__note" role="alert">
          <p>{error}</p>
          <button type="button" className="button button--primary" onClick={() => void loadMarkets()}>
            Try again
          </button>
        </div>
      ) : (
        <div
          role="tabpanel"
          aria-label={KIND_TABS.find((tab) => tab.id === kind)!.name}
          className="markets-table__wrap"
        >
          <table className="markets-table" aria-busy={loading} aria-labelledby="markets-title">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <SortHeader
                    key={column.name}
                    column={column}
                    sort={sort}
                    onSort={(key) => setSort(nextSort(sort, key))}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {loading
                ? SKELETON_ROWS.map((row) => (
                    <tr key={row} className="markets-table__skeleton" aria-hidden="true">
                      <td colSpan={COLUMNS.length}>
                        <span />
                      </td>
                    </tr>
                  ))
                : markets.map((market) => <MarketRow key={market.ticker} market={market} />)}
              {!loading && markets.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length} className="markets-page__note">
                    No markets to show.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
