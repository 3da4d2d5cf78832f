import { useState } from 'react';
import type { WalletCallbackLogEntry, WalletCallbackReplay } from '@contract/provider/wallet-callbacks';
import { Panel } from '../../../components/panel';
import type { HarnessHandle } from '../../../transport';
import { currentHarness } from '../../sim-panel/harness';
import { CallbackEntry } from './CallbackEntry';
import { ReplayResult } from './ReplayResult';
import { useCallbackLog } from './use-callback-log';
import './emulator.css';

function CallbackLog({ harness }: { harness: HarnessHandle }) {
  const { entries, refresh } = useCallbackLog(harness);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ replay: WalletCallbackReplay; badSignature: boolean } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function replay(entry: WalletCallbackLogEntry, badSignature: boolean) {
    setBusy(true);
    setFailed(null);
    try {
      const answer = await harness.control.replayProviderCallback(entry.id, { badSignature });
      if (answer) setResult({ replay: answer, badSignature });
      else setFailed(`Callback #${entry.id} is no longer in the log.`);
      await refresh();
    } catch {
      setFailed('The callback could not be sent again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {result && <ReplayResult replay={result.replay} badSignature={result.badSignature} />}
      {failed && (
        <p className="emulator-failed" role="alert">
          {failed}
        </p>
      )}
      {entries === null ? (
        <p role="status">Loading callbacks…</p>
      ) : entries.length === 0 ? (
        <p className="emulator-empty">No callbacks yet. Open a third-party game and play a round.</p>
      ) : (
        <ol className="emulator-log" aria-label="Wallet callbacks">
          {entries.map((entry) => (
            <CallbackEntry
              key={entry.id}
              entry={entry}
              busy={busy}
              onReplay={(e, bad) => void replay(e, bad)}
            />
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * /debugger/emulator/slotegrator (platform.md §2): the wallet callbacks the game provider sent the operator
 * (balance, bet, win, refund) with the operator's answers, newest first and live, each of which QA can send
 * again (the operator answers the same and moves no money) or send with a broken signature (refused).
 */
export function EmulatorPage() {
  const harness = currentHarness();
  if (!harness) {
    return (
      <Panel title="Game-provider emulator">
        <p>
          The emulator shows the simulated game provider&apos;s callbacks: it needs the simulated backend.
        </p>
      </Panel>
    );
  }
  return (
    <div className="emulator">
      <header className="emulator__head">
        <h1>Game-provider emulator</h1>
        <p>
          Wallet callbacks the game provider sent and the operator&apos;s answers, newest first.{' '}
          <span className="emulator__live">Live</span>
        </p>
      </header>
      <CallbackLog harness={harness} />
    </div>
  );
}
