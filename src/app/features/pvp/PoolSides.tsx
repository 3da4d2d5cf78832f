import { Link } from 'react-router';
import type { PvpPool } from '@contract/pvp';
import { formatPoolAmount } from './money';
import { shareOf } from './pool-rules';

/**
 * The sides of a pool, each with its pot, its players and its share of the whole pot as a bar; the winner is
 * marked once known. With `joinable`, each side offers its Join link (the pool page's form, side picked).
 */
export function PoolSides({ pool, joinable }: { pool: PvpPool; joinable: boolean }) {
  return (
    <ul className="pvp-sides" aria-label="Sides">
      {pool.sides.map((side) => {
        const share = shareOf(pool, side.side);
        const won = pool.winner === side.side;
        return (
          <li key={side.side} className="pvp-side" data-won={won || undefined}>
            <div className="pvp-side__head">
              <span className="pvp-side__name">{side.name}</span>
              {won && <span className="pvp-badge pvp-badge--win">Won</span>}
            </div>
            <div className="pvp-side__figures">
              <strong>{formatPoolAmount(side.pot, pool.currency)}</strong>
              <span>
                {side.players} {side.players === 1 ? 'player' : 'players'} · {share.toFixed(0)}%
              </span>
            </div>
            <div
              className="pvp-side__bar"
              role="meter"
              aria-label={`${side.name} share of the pot`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(share)}
            >
              <span style={{ width: `${share}%` }} />
            </div>
            {joinable && (
              <Link
                className="button pvp-side__join"
                to={`/pvp/pool/${pool._id}?side=${side.side}`}
                aria-label={`Join ${side.name} in ${pool.matchName}`}
              >
                Join
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
