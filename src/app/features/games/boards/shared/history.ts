import { useState } from 'react';
import type { RoundOnScreen } from '../../game-ui';

/** At most this many past results are kept on a board (platform.md §9 "History keeps at most 30 entries"). */
export const HISTORY_MAX = 30;

export interface RoundHistory<T> {
  /** Newest first, at most HISTORY_MAX. */
  entries: { id: string; entry: T }[];
  /** Rounds seen since the board mounted (not capped): e.g. how many times the wheel has spun. */
  count: number;
}

/**
 * The results of the rounds this board has shown: each new round id adds one entry (read from its view), so
 * a re-render never adds twice.
 */
export function useRoundHistory<T>(
  round: RoundOnScreen | null,
  read: (round: RoundOnScreen) => T | null,
): RoundHistory<T> {
  const [history, setHistory] = useState<RoundHistory<T> & { lastId: string | null }>({
    entries: [],
    count: 0,
    lastId: null,
  });
  if (round && round.id !== history.lastId) {
    // Adjusting state while rendering when the round changes (React's pattern for state derived from props).
    const entry = read(round);
    setHistory({
      lastId: round.id,
      count: history.count + (entry === null ? 0 : 1),
      entries:
        entry === null
          ? history.entries
          : [{ id: round.id, entry }, ...history.entries].slice(0, HISTORY_MAX),
    });
  }
  return history;
}
