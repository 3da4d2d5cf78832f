/**
 * The rows of the live feed's game tabs (community.md §2 "Live feed"): the channel's history from
 * POST /api/data/latestGames, then each `event:liveGame` that belongs to the tab, shown after its delay (so the
 * feed never spoils a player's own animation), newest first, at most `count` rows.
 */
import { create } from 'zustand';
import { ApiError, type FeedChannel, type LiveGameEvent } from '@contract/index';
import { api } from '../../../api/api';
import { belongsTo, prepend } from '../feed-rules';
import { listenPublic } from '../realtime';

export interface LiveFeedState {
  /** Which tab the rows are of: channel, count and viewer. */
  key: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  rows: LiveGameEvent[];
  message: string | null;
}

export const useLiveFeed = create<LiveFeedState>()(() => ({
  key: '',
  status: 'idle',
  rows: [],
  message: null,
}));

export interface FeedQuery {
  channel: FeedChannel;
  count: number;
  /** The signed-in player's id (Mine), or null. */
  meId: string | null;
}

const idOf = (event: LiveGameEvent) => event.game._id;
export const feedKey = ({ channel, count, meId }: FeedQuery) => JSON.stringify([channel, count, meId]);
const LOAD_FAILED = 'The live bets could not be loaded.';

/** Follows one tab until the returned function is called. Its rows stay while the same tab reloads. */
export function followLiveFeed({ channel, count, meId }: FeedQuery): () => void {
  const key = feedKey({ channel, count, meId });
  const same = useLiveFeed.getState().key === key;
  useLiveFeed.setState({ key, status: 'loading', message: null, ...(same ? {} : { rows: [] }) });

  let active = true;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  // Rows that arrived live during this follow: they stay on top of the history when it comes.
  const arrived = new Set<string>();
  const show = (event: LiveGameEvent) => {
    arrived.add(idOf(event));
    useLiveFeed.setState((state) => ({ rows: prepend(state.rows, event, idOf, count) }));
  };

  const unlisten = listenPublic('event:liveGame', (event) => {
    if (!belongsTo(event, channel, meId)) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (active) show(event);
    }, event.delay);
    timers.add(timer);
  });

  api('POST /api/data/latestGames', { mode: 'casino', type: 'liveChannel', channel, count })
    .then((answer) => {
      const history = (answer as LiveGameEvent[]).slice(0, count);
      if (!active) return;
      useLiveFeed.setState((state) => {
        const inHistory = new Set(history.map(idOf));
        const fresh = state.rows.filter((row) => arrived.has(idOf(row)) && !inHistory.has(idOf(row)));
        return { status: 'ready', rows: [...fresh, ...history].slice(0, count) };
      });
    })
    .catch((error: unknown) => {
      if (!active) return;
      useLiveFeed.setState({
        status: 'error',
        message: error instanceof ApiError ? error.message : LOAD_FAILED,
      });
    });

  return () => {
    active = false;
    unlisten();
    for (const timer of timers) clearTimeout(timer);
  };
}
