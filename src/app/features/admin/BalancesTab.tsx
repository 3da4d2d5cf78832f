import type { AdminUserDetails } from '@contract/admin';
import { useWallet } from '../wallet';
import { AdjustForm } from './AdjustForm';
import { formatAmount, formatUsd } from './admin-format';

interface TabProps {
  details: AdminUserDetails;
  onDetails: (details: AdminUserDetails) => void;
}

/** The player's money per currency (real, bonus, demo, the real part in dollars) and the manual adjustment. */
export function BalancesTab({ details, onDetails }: TabProps) {
  const { balances } = details;
  const currencies = useWallet((wallet) => wallet.currencies);
  const iconOf = (id: string) => currencies.find((currency) => currency.id === id)?.icon;
  return (
    <div className="admin-grid">
      <section className="admin-card admin-card--wide" aria-labelledby="admin-balances">
        <h2 id="admin-balances">Balances</h2>
        {balances.length === 0 ? (
          <p className="admin-muted">This player has never held any money.</p>
        ) : (
          <div className="admin-scroll" role="region" aria-label="Balances table" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  <th scope="col">Real</th>
                  <th scope="col">Bonus</th>
                  <th scope="col">Demo</th>
                  <th scope="col">Real in USD</th>
                </tr>
              </thead>
              <tbody>
                {balances.map((row) => (
                  <tr key={row.currency}>
                    <th scope="row">
                      <span className="admin-coin">
                        {iconOf(row.currency) && (
                          <img src={iconOf(row.currency)} alt="" width={18} height={18} />
                        )}
                        {row.currency.toUpperCase()}
                      </span>
                    </th>
                    <td className="admin-num">{formatAmount(row.real)}</td>
                    <td className="admin-num">{formatAmount(row.bonus)}</td>
                    <td className="admin-num admin-muted">{formatAmount(row.demo)}</td>
                    <td className="admin-num">{formatUsd(row.realUsd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="admin-card" aria-labelledby="admin-adjust">
        <h2 id="admin-adjust">Adjust balance</h2>
        <AdjustForm details={details} onDetails={onDetails} />
      </section>
    </div>
  );
}
