/**
 * The latest-wins ticker (community.md §9): the 9 latest wins from POST /api/data/latestGames (all_wins), then
 * the sim's own wins as they arrive over `event:liveGame` and `event:tradingWin` (the crowd's real bets and
 * trades, nothing invented here), let in
 * one every 5 to 10 seconds so a burst reads as a steady stream. It keeps 25 to 30 items: past 30 it drops the
 * oldest back to 25, so the strip does not shift on every arrival.
 */
import { create } from 'zustand';
import { FEED_LIMITS, isTickerWin, latestWinOf, type LatestWinItem } from '@contract/index';
import { api } from '../../../api/api';
import { prepend } from '../feed-rules';
import { listenPublic } from '../realtime';

export interface WinsTickerState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: LatestWinItem[];
}

export const useWinsTicker = create<WinsTickerState>()(() => ({ status: 'idle', items: [] }));

/** Wins waiting to be let in; a busy world drops the oldest rather than fall ever further behind. */
const QUEUE_MAX = 10;
const idOf = (item: LatestWinItem) => item._id;

/** The list after a new win: newest first, trimmed back to 25 once it passes 30. */
export function addWin(items: readonly LatestWinItem[], item: LatestWinItem): LatestWinItem[] {
  const next = prepend(items, item, idOf, Number.POSITIVE_INFINITY);
  return next.length > FEED_LIMITS.tickerMax ? next.slice(0, FEED_LIMITS.tickerMin) : next;
}

/** A gap of 5 to 10 seconds (presentation pacing only: which wins show is the sim's business). */
export const nextGapMs = (random = Math.random) =>
  FEED_LIMITS.tickerGapMinMs +
  Math.floor(random() * (FEED_LIMITS.tickerGapMaxMs - FEED_LIMITS.tickerGapMinMs + 1));

export function followWins(random = Math.random): () => void {
  let active = true;
  const queue: LatestWinItem[] = [];
  useWinsTicker.setState((state) => ({ status: state.items.length ? 'ready' : 'loading' }));

  const enqueue = (item: LatestWinItem) => {
    queue.push(item);
    if (queue.length > QUEUE_MAX) queue.shift();
  };
  const unlistenGames = listenPublic('event:liveGame', (event) => {
    if (isTickerWin(event)) enqueue(latestWinOf(event));
  });
  // Futures wins come ready-made as ticker items of kind 'trade'.
  const unlistenTrades = listenPublic('event:tradingWin', enqueue);

  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    const next = queue.shift();
    if (next) useWinsTicker.setState((state) => ({ items: addWin(state.items, next) }));
    timer = setTimeout(tick, nextGapMs(random));
  };
  timer = setTimeout(tick, nextGapMs(random));

  api('POST /api/data/latestGames', { mode: 'casino', type: 'all_wins', count: FEED_LIMITS.tickerFetch })
    .then((answer) => {
      const latest = (answer as LatestWinItem[]).slice(0, FEED_LIMITS.tickerFetch);
      if (!active) return;
      useWinsTicker.setState((state) => {
        const seen = new Set(latest.map(idOf));
        const kept = state.items.filter((item) => !seen.has(idOf(item)));
        return { status: 'ready', items: [...kept, ...latest].slice(0, FEED_LIMITS.tickerMax) };
      });
    })
    .catch(() => {
      if (active) useWinsTicker.setState((state) => ({ status: state.items.length ? 'ready' : 'error' }));
    });

  return () => {
    active = false;
    unlistenGames();
    unlistenTrades();
    clearTimeout(timer);
  };
}
