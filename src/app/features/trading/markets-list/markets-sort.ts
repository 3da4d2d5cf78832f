/** How /trading/all orders and narrows its markets: by one column either way, and by kind. */
import type { MarketKind, MarketTicker } from '@contract/trading';

export type SortKey = 'name' | 'price' | 'change' | 'volume';
export interface MarketSort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** The busiest markets first, as exchanges list them. */
export const DEFAULT_SORT: MarketSort = { key: 'volume', direction: 'desc' };

const VALUE: Record<SortKey, (market: MarketTicker) => number | string> = {
  name: (market) => market.name.toLowerCase(),
  price: (market) => market.price.price,
  change: (market) => market.stats.change_24h,
  volume: (market) => market.stats.volume_24h,
};

/** A new sorted list; ties keep the server's order. */
export function sortMarkets(
  markets: readonly MarketTicker[],
  { key, direction }: MarketSort,
): MarketTicker[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = VALUE[key];
  return markets
    .map((market, index) => ({ market, index }))
    .sort((a, b) => {
      const x = value(a.market);
      const y = value(b.market);
      const order = x < y ? -1 : x > y ? 1 : 0;
      return order * sign || a.index - b.index;
    })
    .map(({ market }) => market);
}

/**
 * The next sort after a click on a column: the same column flips its direction; another starts with the
 * direction that reads best (names A to Z, numbers largest first).
 */
export function nextSort(current: MarketSort, key: SortKey): MarketSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'name' ? 'asc' : 'desc' };
}

export type KindFilter = 'all' | MarketKind;

export const KIND_TABS: readonly { id: KindFilter; name: string }[] = [
  { id: 'all', name: 'All' },
  { id: 'crypto', name: 'Crypto' },
  { id: 'index', name: 'Indices' },
];

export const ofKind = (markets: readonly MarketTicker[], kind: KindFilter) =>
  kind === 'all' ? markets : markets.filter((market) => market.kind === kind);
