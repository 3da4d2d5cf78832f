import { DEPOSIT_STATUS, type DepositHistoryEntry } from '@contract/deposits';
import { HistoryTime, StatusPill } from '../modal/history-parts';
import type { DepositHistoryState } from './deposit-history-store';

/**
 * platform.md §4: an aggregator deposit is 0 not paid or 1 successful; otherwise (a chain deposit, or an
 * aggregator payment on its way) the confirmations tell where it is.
 */
function statusText(entry: DepositHistoryEntry): string {
  if (entry.status === DEPOSIT_STATUS.credited) return 'Successful';
  return entry.aggregator && !entry.txid ? 'Not paid' : 'Confirming';
}

/** Confirmations as n/N; none for an aggregator deposit not paid yet (no transaction to count). */
const confirmationsText = (entry: DepositHistoryEntry) =>
  entry.aggregator && !entry.txid ? '—' : `${entry.confirmations}/${entry.confirmations_needed}`;

/** The deposit history table (currency, sum, time, confirmations n/N, status). */
export function DepositHistory({ entries, error }: Pick<DepositHistoryState, 'entries' | 'error'>) {
  return (
    <section className="wallet-history" aria-label="Deposit history">
      {error && <p role="alert">{error}</p>}
      {!entries && !error && <p aria-busy="true">Loading…</p>}
      {entries && entries.length === 0 && <p className="wallet-muted">No deposits yet.</p>}
      {entries && entries.length > 0 && (
        <div className="deposit-history__scroll">
          <table>
            <thead>
              <tr>
                <th>Currency</th>
                <th>Sum</th>
                <th>Date</th>
                <th aria-label="Confirmations">
                  <span className="deposit-history__long" aria-hidden="true">
                    Confirmations
                  </span>
                  <span className="deposit-history__short" aria-hidden="true">
                    Conf.
                  </span>
                </th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry._id}>
                  <td>
                    {entry.currency.toUpperCase()}
                    {entry.invoice && (
                      <span className="deposit-history__via">
                        {`via ${entry.invoice.depositCurrency.toUpperCase()}`}
                      </span>
                    )}
                  </td>
                  <td className="wallet-history__amount">{entry.sum}</td>
                  <td>
                    <HistoryTime iso={entry.created_at} />
                  </td>
                  <td>{confirmationsText(entry)}</td>
                  <td data-status={entry.status}>
                    <StatusPill tone={entry.status === DEPOSIT_STATUS.credited ? 'success' : 'pending'}>
                      {statusText(entry)}
                    </StatusPill>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
