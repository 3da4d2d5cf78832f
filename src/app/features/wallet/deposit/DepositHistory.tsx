import { DEPOSIT_STATUS, type DepositHistoryEntry } from '@contract/deposits';
import { HistoryTime, StatusPill } from '../modal/history-parts';
import type { DepositHistoryState } from './deposit-history-store';

/** platform.md §4: 0 not paid, 1 successful; a pending deposit otherwise shows its confirmations. */
function statusText(entry: DepositHistoryEntry): string {
  if (entry.status === DEPOSIT_STATUS.credited) return 'Successful';
  return entry.aggregator ? 'Not paid' : 'Confirming';
}

/** The deposit history table (amount, time, confirmations n/N, status). */
export function DepositHistory({ entries, error }: Pick<DepositHistoryState, 'entries' | 'error'>) {
  return (
    <section className="wallet-history" aria-label="Deposit history">
      {error && <p role="alert">{error}</p>}
      {!entries && !error && <p aria-busy="true">Loading…</p>}
      {entries && entries.length === 0 && <p className="wallet-muted">No deposits yet.</p>}
      {entries && entries.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Currency</th>
              <th>Sum</th>
              <th>Date</th>
              <th>Confirmations</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry._id}>
                <td>{entry.currency.toUpperCase()}</td>
                <td className="wallet-history__amount">{entry.sum}</td>
                <td>
                  <HistoryTime iso={entry.created_at} />
                </td>
                <td>{`${entry.confirmations}/${entry.confirmations_needed}`}</td>
                <td>
                  <StatusPill tone={entry.status === DEPOSIT_STATUS.credited ? 'success' : 'pending'}>
                    {statusText(entry)}
                  </StatusPill>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
