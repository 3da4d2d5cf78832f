import { useState } from 'react';
import { toast } from '../../../components/toast';
import type { WithdrawHistoryEntry } from '@contract/index';
import { WITHDRAW_STATUS, isCancellableWithdrawal } from '@contract/withdrawals';
import { HistoryTime, ShortAddress, StatusPill, type StatusTone } from '../modal/history-parts';
import { cancelWithdrawal, withdrawRefusal } from './withdraw-api';
import { useWithdrawHistory } from './withdraw-history-store';

/** platform.md §4: 0 and 3 pending (moderation), 1 successful, 2 declined with a reason, 4 cancelled. */
const STATUS: Record<WithdrawHistoryEntry['status'], { text: string; tone: StatusTone }> = {
  [WITHDRAW_STATUS.queued]: { text: 'Pending', tone: 'pending' },
  [WITHDRAW_STATUS.inReview]: { text: 'In review', tone: 'pending' },
  [WITHDRAW_STATUS.paid]: { text: 'Successful', tone: 'success' },
  [WITHDRAW_STATUS.declined]: { text: 'Declined', tone: 'danger' },
  [WITHDRAW_STATUS.cancelled]: { text: 'Cancelled', tone: 'muted' },
};
const statusOf = (entry: WithdrawHistoryEntry) =>
  STATUS[entry.status] ?? { text: `Status ${entry.status}`, tone: 'muted' as const };

/** Cancels a withdrawal; the answer replaces its row, a refusal is shown above the table. */
function useCancel() {
  const put = useWithdrawHistory((state) => state.put);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function cancel(id: string) {
    setBusy(id);
    setError(null);
    try {
      put(await cancelWithdrawal(id));
      toast.success('Withdrawal cancelled');
    } catch (failure) {
      setError(withdrawRefusal(failure).text);
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, cancel };
}

interface WithdrawHistoryProps {
  entries: WithdrawHistoryEntry[] | null;
  error: string | null;
}

/** The withdraw history (platform.md §3): amount, address, time, status; Cancel where the player may. */
export function WithdrawHistory({ entries, error }: WithdrawHistoryProps) {
  const { busy, error: cancelError, cancel } = useCancel();
  return (
    <section className="wallet-history" aria-label="Withdraw history">
      {(error ?? cancelError) && <p role="alert">{cancelError ?? error}</p>}
      {!entries && !error && <p aria-busy="true">Loading…</p>}
      {entries && entries.length === 0 && <p className="wallet-muted">No withdrawals yet.</p>}
      {entries && entries.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Amount</th>
              <th>Address</th>
              <th>Date</th>
              <th>Status</th>
              <th>
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry._id}>
                <td className="wallet-history__amount">{`${entry.sum} ${entry.currency.toUpperCase()}`}</td>
                <td>
                  <ShortAddress address={entry.address} />
                </td>
                <td>
                  <HistoryTime iso={entry.created_at} />
                </td>
                <td>
                  <StatusPill tone={statusOf(entry).tone}>{statusOf(entry).text}</StatusPill>
                  {entry.decline_reason && <p className="wallet-history__reason">{entry.decline_reason}</p>}
                </td>
                <td>
                  {isCancellableWithdrawal(entry) && (
                    <button
                      type="button"
                      className="button wallet-history__cancel"
                      disabled={busy !== null}
                      onClick={() => void cancel(entry._id)}
                    >
                      Cancel
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
