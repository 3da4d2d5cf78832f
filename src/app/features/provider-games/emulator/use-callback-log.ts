import { useCallback, useEffect, useState } from 'react';
import type { WalletCallbackLogEntry } from '@contract/provider/wallet-callbacks';
import type { HarnessHandle } from '../../../transport';

/** How often the page reads the log again: callbacks come with every spin and bet of the crowd. */
export const LOG_POLL_MS = 2_000;
const SHOWN = 100;

/** The newest callbacks, read now and every LOG_POLL_MS; `refresh()` reads at once (after a replay). */
export function useCallbackLog(harness: HarnessHandle) {
  const [entries, setEntries] = useState<WalletCallbackLogEntry[] | null>(null);
  const refresh = useCallback(async () => {
    try {
      setEntries(await harness.control.providerCallbacks(SHOWN));
    } catch {
      // The next poll tries again.
    }
  }, [harness]);
  useEffect(() => {
    const first = window.setTimeout(() => void refresh(), 0);
    const poll = window.setInterval(() => void refresh(), LOG_POLL_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(poll);
    };
  }, [refresh]);
  return { entries, refresh };
}
