import { useState } from 'react';
import type { AdminLedgerBody } from '@contract/admin-schemas';
import { Pagination } from '../../components/pagination';
import { CallState } from './CallState';
import { formatAmount, formatDelta, formatTime } from './admin-format';
import { useAdminCall } from './use-admin-call';

type Kind = NonNullable<AdminLedgerBody['kind']>;
const KINDS: readonly { id: Kind | ''; name: string }[] = [
  { id: '', name: 'All balances' },
  { id: 'real', name: 'Real' },
  { id: 'bonus', name: 'Bonus' },
  { id: 'demo', name: 'Demo' },
];

/** Every change of the player's money, newest first, a page at a time, by currency and balance. */
export function LedgerTab({ userId, currencies }: { userId: string; currencies: readonly string[] }) {
  const [filter, setFilter] = useState<{ currency: string; kind: Kind | ''; page: number }>({
    currency: '',
    kind: '',
    page: 1,
  });
  const body: AdminLedgerBody = {
    userId,
    page: filter.page,
    ...(filter.currency ? { currency: filter.currency } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
  };
  const { state, reload } = useAdminCall('POST /api/admin/user/ledger', body);
  return (
    <div className="admin-card">
      <div className="admin-toolbar">
        <h2>Ledger</h2>
        <label className="admin-field admin-field--inline">
          <span>Currency</span>
          <select
            value={filter.currency}
            onChange={(event) => setFilter({ ...filter, currency: event.target.value, page: 1 })}
          >
            <option value="">All currencies</option>
            {currencies.map((id) => (
              <option key={id} value={id}>
                {id.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field admin-field--inline">
          <span>Balance</span>
          <select
            value={filter.kind}
            onChange={(event) => setFilter({ ...filter, kind: event.target.value as Kind | '', page: 1 })}
          >
            {KINDS.map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <CallState
        state={state}
        what="ledger"
        onRetry={reload}
        isEmpty={(page) => page.total === 0}
        empty="No ledger rows match."
      >
        {(page) => (
          <>
            <div className="admin-scroll" role="region" aria-label="Ledger table" tabIndex={0}>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Time</th>
                    <th scope="col">Currency</th>
                    <th scope="col">Balance</th>
                    <th scope="col">Change</th>
                    <th scope="col">After</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Reference</th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.map((row) => (
                    <tr key={row.id}>
                      <td>{formatTime(row.at)}</td>
                      <td>{row.currency.toUpperCase()}</td>
                      <td className="admin-capital">{row.kind}</td>
                      <td className={`admin-num ${row.delta < 0 ? 'admin-danger' : 'admin-ok'}`}>
                        {formatDelta(row.delta)}
                      </td>
                      <td className="admin-num">{formatAmount(row.balanceAfter)}</td>
                      <td>{row.reason}</td>
                      <td className="admin-mono admin-muted admin-ref" title={row.ref}>
                        {row.ref}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page.page}
              pages={page.pages}
              onPage={(next) => setFilter({ ...filter, page: next })}
              label="Ledger pages"
            />
          </>
        )}
      </CallState>
    </div>
  );
}
