/**
 * Pages of stickers (community.md §5, §7, §9): 80 a page, trending without a term and a search with one; more
 * pages append. A new term starts again from its first page.
 */
import { useEffect, useState } from 'react';
import { CHAT_LIMITS, type Sticker } from '@contract/index';
import { fetchStickers } from '../api';

interface Loaded {
  term: string;
  /** The last page loaded, from 0. */
  page: number;
  stickers: Sticker[];
  failed: boolean;
}

export interface StickerPages {
  stickers: readonly Sticker[];
  loading: boolean;
  failed: boolean;
  /** The last page was full: there may be more. */
  more: boolean;
  loadMore(): void;
}

export function useStickerPages(term: string): StickerPages {
  const [wanted, setWanted] = useState({ term, page: 0 });
  const page = wanted.term === term ? wanted.page : 0;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let active = true;
    fetchStickers(term, page).then(
      (found) =>
        active &&
        setLoaded((previous) => ({
          term,
          page,
          stickers: page > 0 && previous?.term === term ? [...previous.stickers, ...found] : found,
          failed: false,
        })),
      () => active && setLoaded({ term, page, stickers: [], failed: true }),
    );
    return () => {
      active = false;
    };
  }, [term, page]);

  const current = loaded?.term === term ? loaded : null;
  const pageSize = CHAT_LIMITS.stickerPageSize;
  return {
    stickers: current?.stickers ?? [],
    loading: current?.page !== page,
    failed: current?.failed ?? false,
    more: current !== null && current.stickers.length === (current.page + 1) * pageSize,
    loadMore: () => setWanted({ term, page: page + 1 }),
  };
}
