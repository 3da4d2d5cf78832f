/**
 * The transaction ids the deposit pickers already reported to wallet-notify (platform.md §7 "Seen ids are
 * cached locally"): kept in localStorage, so a reload does not report them again, and bounded, oldest dropped.
 */
const STORAGE_KEY = 'betkings:deposit-seen-txids';
/** Enough for every deposit a player makes in a long while; the oldest go first. */
export const SEEN_TXIDS_LIMIT = 500;

export interface SeenTxids {
  has(txid: string): boolean;
  add(txid: string): void;
}

/** The stored list, or null when there is no storage to read. */
function read(storage: Storage | null): string[] | null {
  if (!storage) return null;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return null;
  }
}

/** The cache over `storage`; without storage (or when it refuses) it remembers for the page's life. */
export function seenTxids(
  storage: Storage | null = globalThis.localStorage ?? null,
  limit = SEEN_TXIDS_LIMIT,
): SeenTxids {
  let memory: string[] = [];
  // Read each time: another tab may have reported some meanwhile.
  const current = () => read(storage) ?? memory;
  return {
    has: (txid) => memory.includes(txid) || current().includes(txid),
    add(txid) {
      memory = [...current().filter((entry) => entry !== txid), txid].slice(-limit);
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(memory));
      } catch {
        // Storage full or refused: this page still remembers.
      }
    },
  };
}
