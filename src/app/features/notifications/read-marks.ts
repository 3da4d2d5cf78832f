/**
 * Which notifications a player has read, kept in this browser (localStorage, per user id): the spec has no
 * call that marks them read. Bounded: the server lists the newest few, so old ids can go.
 */
const keyOf = (userId: string) => `betkings:notifications-read:${userId}`;
export const READ_MARKS_LIMIT = 200;

const storage = (): Storage | null => globalThis.localStorage ?? null;

/** The ids the player has read (none without storage or with unreadable contents). */
export function readMarks(userId: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(keyOf(userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Stores the ids (the newest last, the oldest dropped beyond the limit). */
export function writeMarks(userId: string, ids: Iterable<string>): void {
  try {
    storage()?.setItem(keyOf(userId), JSON.stringify([...ids].slice(-READ_MARKS_LIMIT)));
  } catch {
    // Storage full or refused: the marks last for this page.
  }
}
