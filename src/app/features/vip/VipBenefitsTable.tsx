import { VipBadge } from '../chat/components/VipBadge';
import { formatDollars, type VipBenefitRow } from './vip-benefits';

const percent = (value: number) => `${value}%`;

/**
 * The ten levels and what each gives, the player's row marked. The table scrolls sideways inside its card on
 * a narrow screen (the region is focusable so the keyboard can scroll it too).
 */
export function VipBenefitsTable({ rows }: { rows: readonly VipBenefitRow[] }) {
  return (
    <div className="vip-table" role="region" aria-label="Benefits by level" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Chat badge</th>
            <th scope="col">Deposit</th>
            <th scope="col">Wager</th>
            <th scope="col">Withdraw fee</th>
            <th scope="col">Wheel max</th>
            <th scope="col">Daily cashback</th>
            <th scope="col">Withdrawal review</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.level}
              className={row.current ? 'vip-table__current' : undefined}
              aria-current={row.current ? 'true' : undefined}
            >
              <th scope="row">
                <span className="vip-table__level">{row.level}</span> {row.name}
                {row.current && <span className="vip-table__you">You</span>}
              </th>
              <td>
                {row.level > 0 ? <VipBadge level={row.level} /> : <span className="vip-muted">None</span>}
              </td>
              <td>{formatDollars(row.depositRequirement)}</td>
              <td>{formatDollars(row.wagerRequirement)}</td>
              <td>{percent(row.withdrawFee)}</td>
              <td>{formatDollars(row.bonusWheelMaxReward)}</td>
              <td>{percent(row.cashbackPercent)}</td>
              <td>within {row.withdrawalWaitHours} h</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
