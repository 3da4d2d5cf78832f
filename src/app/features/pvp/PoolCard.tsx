import { Link } from 'react-router';
import type { PvpPool } from '@contract/pvp';
import { findSport } from '@contract/sports-catalogue';
import { formatPoolAmount } from './money';
import { STATUS_TEXT, startsInText, takesStakes } from './pool-rules';
import { PoolSides } from './PoolSides';

/** One pool in a list: its match, status and start, the sides with their pots and Join links, the total pot. */
export function PoolCard({ pool, now }: { pool: PvpPool; now: number }) {
  const players = pool.sides.reduce((sum, side) => sum + side.players, 0);
  const open = takesStakes(pool, now);
  return (
    <article className="card pvp-card" aria-label={pool.matchName}>
      <header className="pvp-card__head">
        <span className="pvp-card__sport">{findSport(pool.sportId)?.name ?? 'Sport'}</span>
        <span className="pvp-badge" data-status={pool.status}>
          {STATUS_TEXT[pool.status]}
        </span>
        {pool.demo && <span className="pvp-badge">Demo</span>}
        <span className="pvp-card__time">
          {pool.status === 'open'
            ? `Starts ${startsInText(pool.startsAt - now)}`
            : formatStart(pool.startsAt)}
        </span>
      </header>
      <h3 className="pvp-card__title">
        <Link to={`/pvp/pool/${pool._id}`}>{pool.matchName}</Link>
      </h3>
      <PoolSides pool={pool} joinable={open} />
      <footer className="pvp-card__foot">
        <span>
          Total pot <strong>{formatPoolAmount(pool.pot, pool.currency)}</strong>
        </span>
        <span>
          {players} {players === 1 ? 'player' : 'players'}
        </span>
      </footer>
    </article>
  );
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatStart = (at: number) => dateTime.format(at);
