import type { PvpPool } from '@contract/pvp';
import { formatPoolAmount } from './money';
import { sideName } from './pool-rules';

/**
 * Every player of a pool, newest first, with their side, stake and (once paid) payout. On a narrow screen the
 * side moves under the name, so that the four figures fit without scrolling.
 */
export function PoolPlayers({ pool }: { pool: PvpPool }) {
  if (pool.entries.length === 0) return null;
  return (
    <div className="pvp-players__wrap">
      <table className="pvp-players">
        <caption>Players</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="pvp-players__side">
              Side
            </th>
            <th scope="col" className="pvp-players__number">
              Stake
            </th>
            <th scope="col" className="pvp-players__number">
              Payout
            </th>
          </tr>
        </thead>
        <tbody>
          {pool.entries.map((entry) => (
            <tr key={entry.userId}>
              <td className="pvp-players__name">
                {entry.name}
                <span className="pvp-players__side-inline">{sideName(pool, entry.side)}</span>
              </td>
              <td className="pvp-players__side">{sideName(pool, entry.side)}</td>
              <td className="pvp-players__number">{formatPoolAmount(entry.stake, pool.currency)}</td>
              <td className="pvp-players__number" data-won={(entry.payout ?? 0) > entry.stake || undefined}>
                {entry.payout === null ? '—' : formatPoolAmount(entry.payout, pool.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
