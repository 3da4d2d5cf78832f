/**
 * The player's positions as two lists, open and ended, each newest first. A pushed position (the player's
 * private channel) or an answer of open, close or limits lands in the list its status names and leaves the
 * other, so a position the sim settled moves to the ended list without a reload.
 */
import type { FuturesPosition } from '@contract/trading';

/** The ended list keeps as many as the server lists (POST /api/trading/positions answers up to 50). */
export const CLOSED_SHOWN = 50;

export interface PositionLists {
  open: FuturesPosition[];
  closed: FuturesPosition[];
}

const newestFirst = (a: FuturesPosition, b: FuturesPosition) => b.created_at.localeCompare(a.created_at);
const byEnd = (a: FuturesPosition, b: FuturesPosition) =>
  (b.closed_at ?? '').localeCompare(a.closed_at ?? '');

/** The lists with `position` in its place: updated where it was, added when new, moved when it ended. */
export function withPosition(lists: PositionLists, position: FuturesPosition): PositionLists {
  const others = (list: FuturesPosition[]) => list.filter((entry) => entry._id !== position._id);
  // An ended position never opens again: an older push that arrives late is dropped.
  const endedAlready = lists.closed.some((entry) => entry._id === position._id);
  if (position.status === 'open') {
    if (endedAlready) return lists;
    return { open: [...others(lists.open), position].sort(newestFirst), closed: lists.closed };
  }
  return {
    open: others(lists.open),
    closed: [...others(lists.closed), position].sort(byEnd).slice(0, CLOSED_SHOWN),
  };
}
