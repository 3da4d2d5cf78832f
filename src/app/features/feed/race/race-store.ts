/**
 * The running weekly race on the client: POST /api/leaderboard {type: 'week'}, then `event:race` updates of
 * the top 20, and a fresh answer every minute (the viewer's own standing, and the server's `now` that the
 * countdown reads through the server clock, api/server-clock.ts). Followed by the feed's race tab and the race pages; one follow serves them all.
 */
import { create } from 'zustand';
import { ApiError, HTTP, type LeaderboardAnswer, type RaceUpdate } from '@contract/index';
import { api } from '../../../api/api';
import { recordServerTime } from '../../../api/server-clock';
import { listenPublic } from '../realtime';

export interface RaceState {
  /** 'off': the licence has no race plugin (the server answers 404). */
  status: 'idle' | 'loading' | 'ready' | 'error' | 'off';
  board: LeaderboardAnswer | null;
  message: string | null;
}

export const useRace = create<RaceState>()(() => ({
  status: 'idle',
  board: null,
  message: null,
}));

export const RACE_REFRESH_MS = 60_000;
const LOAD_FAILED = 'The weekly race could not be loaded.';

async function load(): Promise<void> {
  try {
    const board = await api('POST /api/leaderboard', { type: 'week' });
    recordServerTime(board.now);
    useRace.setState({ status: 'ready', board, message: null });
  } catch (error) {
    if (error instanceof ApiError && error.status === HTTP.notFound)
      useRace.setState({ status: 'off', board: null, message: error.message });
    else
      useRace.setState((state) => ({
        status: state.board ? 'ready' : 'error',
        message: error instanceof ApiError ? error.message : LOAD_FAILED,
      }));
  }
}

/** Applies an update of the top; the viewer's own line follows it while they are in the top 20. */
function applyUpdate(update: RaceUpdate, meId: string | null): void {
  const { board } = useRace.getState();
  if (!board) return;
  // A new race (the old one was just paid) or the viewer left the top: ask for the full picture.
  const wasIn = board.entries.some((entry) => entry.user._id === meId);
  const mine = update.entries.find((entry) => entry.user._id === meId);
  if (update.race.id !== board.race.id || (wasIn && !mine)) {
    void load();
    return;
  }
  const me =
    board.me && mine ? { place: mine.place, wager_usd: mine.entry.wager_usd, prize: mine.prize } : board.me;
  recordServerTime(update.now);
  useRace.setState({ board: { ...board, ...update, me } });
}

let followers = 0;
let stop: (() => void) | null = null;
let followedFor: string | null = null;

/** Follows the race for the viewer `meId` until the returned function is called. */
export function followRace(meId: string | null): () => void {
  followers += 1;
  if (stop && followedFor !== meId) {
    stop();
    stop = null;
  }
  if (!stop) {
    followedFor = meId;
    useRace.setState((state) => ({ status: state.board ? state.status : 'loading' }));
    void load();
    const unlisten = listenPublic('event:race', (update) => applyUpdate(update, meId));
    const refresh = setInterval(() => void load(), RACE_REFRESH_MS);
    stop = () => {
      unlisten();
      clearInterval(refresh);
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    followers -= 1;
    if (followers === 0) {
      stop?.();
      stop = null;
    }
  };
}
