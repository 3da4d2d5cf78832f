/**
 * The browser-side deposit picker (platform.md §4 and §7): while an address is on screen, ask the chain's
 * explorer every 15 seconds for transactions to it and report each one not seen before to wallet-notify, so
 * the server looks at it at once. An id counts as seen once the server answered (Success or an error text);
 * one whose report failed on the way is tried again at the next poll.
 */
import type { SeenTxids } from './seen-txids';

/** platform.md §9: wallet picker polling 15 s. */
export const DEPOSIT_POLL_MS = 15_000;

/** A transaction the explorer lists for the address, with the currency it moved. */
export interface ExplorerTransfer {
  txid: string;
  currency: string;
}

/** Asks the explorer for the address's transactions (newest first, as explorers list them). */
export type ExplorerSource = () => Promise<ExplorerTransfer[]>;

export interface DepositReport extends ExplorerTransfer {
  /** wallet-notify's answer: 'Success' or an error text. */
  result: string;
}

export interface DepositPollerOptions {
  source: ExplorerSource;
  /** wallet-notify: resolves with its result, rejects when the call did not get an answer. */
  notify: (currency: string, txid: string) => Promise<string>;
  seen: SeenTxids;
  intervalMs?: number;
  onReport?: (report: DepositReport) => void;
}

/** Polls at once and then `intervalMs` after each poll ends (never two at a time); returns the stop. */
export function startDepositPoller({
  source,
  notify,
  seen,
  intervalMs = DEPOSIT_POLL_MS,
  onReport,
}: DepositPollerOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function report(transfers: readonly ExplorerTransfer[]) {
    // Oldest first, so the server hears of them in the order they happened.
    for (const transfer of [...transfers].reverse()) {
      if (stopped) return;
      if (seen.has(transfer.txid)) continue;
      try {
        const result = await notify(transfer.currency, transfer.txid);
        seen.add(transfer.txid);
        onReport?.({ ...transfer, result });
      } catch {
        // No answer (offline, a server error): the next poll reports it again.
      }
    }
  }

  async function poll() {
    try {
      await report(await source());
    } catch {
      // The explorer did not answer: the next poll asks again.
    }
    if (!stopped) timer = setTimeout(() => void poll(), intervalMs);
  }

  void poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
