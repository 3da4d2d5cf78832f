import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from '../../components/toast';
import { PVP_ERRORS, type PvpPool, type PvpSide } from '@contract/pvp';
import { findSport } from '@contract/sports-catalogue';
import { formatPoolAmount } from './money';
import { formatStart } from './PoolCard';
import { PoolPlayers } from './PoolPlayers';
import { PoolSides } from './PoolSides';
import { STATUS_TEXT, hasJoined, sideName, startsInText, takesStakes } from './pool-rules';
import { joinPool, loadPool, pvpFailureText, usePvp, watchPools } from './pvp-store';
import { StakeForm } from './StakeForm';
import { usePoolNow } from './use-pool-now';
import { useStakeAccount } from '../wallet/stake';
import './pvp.css';

const SIDES: readonly string[] = ['home', 'draw', 'away'];

/** /pvp/pool/{poolId}: one pool live, its sides and pot shares, every player's stake and payout, the join form. */
export function PoolPage() {
  const { poolId = '' } = useParams();
  const pool = usePvp((state) => state.pools[poolId]);
  // A failure belongs to the pool it was for: another pool's page starts without one.
  const [failed, setFailed] = useState<{ poolId: string; text: string } | null>(null);
  const failure = failed?.poolId === poolId ? failed.text : null;
  useEffect(() => watchPools(), []);
  useEffect(() => {
    loadPool(poolId).catch((error: unknown) => setFailed({ poolId, text: pvpFailureText(error) }));
  }, [poolId]);

  if (!pool && failure)
    return (
      <div className="pvp-page">
        <div className="pvp-note" role="alert">
          <p>{failure}</p>
          <Link className="button" to="/pvp">
            All pools
          </Link>
        </div>
      </div>
    );
  if (!pool)
    return (
      <div className="pvp-page" aria-busy="true">
        <div className="card pvp-card pvp-card--skeleton pvp-card--tall" />
      </div>
    );
  return <PoolView pool={pool} />;
}

function PoolView({ pool }: { pool: PvpPool }) {
  const now = usePoolNow();
  const ended = pool.status === 'settled' || pool.status === 'refunded';
  return (
    <div className="pvp-page">
      <Link className="pvp-page__back" to="/pvp">
        ← All pools
      </Link>
      <header className="pvp-pool__header">
        <div className="pvp-card__head">
          <span className="pvp-card__sport">{findSport(pool.sportId)?.name ?? 'Sport'}</span>
          <span className="pvp-badge" data-status={pool.status}>
            {STATUS_TEXT[pool.status]}
          </span>
          {pool.demo && <span className="pvp-badge">Demo</span>}
        </div>
        <h1>{pool.matchName}</h1>
        <p className="pvp-page__lead">
          {pool.status === 'open'
            ? `Starts ${startsInText(pool.startsAt - now)} · ${formatStart(pool.startsAt)}`
            : `Kick-off ${formatStart(pool.startsAt)}`}
        </p>
      </header>
      <div className="pvp-page__body">
        <section className="pvp-page__lists" aria-label="Pool">
          <dl className="pvp-facts">
            <div>
              <dt>Total pot</dt>
              <dd>{formatPoolAmount(pool.pot, pool.currency)}</dd>
            </div>
            <div>
              <dt>House fee</dt>
              <dd>
                {pool.feePercent}%{ended && ` · ${formatPoolAmount(pool.fee, pool.currency)}`}
              </dd>
            </div>
            {pool.winner && (
              <div>
                <dt>Result</dt>
                <dd>{pool.winner === 'draw' ? 'Draw' : `${sideName(pool, pool.winner)} won`}</dd>
              </div>
            )}
          </dl>
          {pool.status === 'refunded' && (
            <p className="pvp-note pvp-note--inline">Every stake was returned in full.</p>
          )}
          <PoolSides pool={pool} joinable={false} />
          <PoolPlayers pool={pool} />
        </section>
        <aside className="pvp-page__aside" aria-labelledby="join-title">
          <h2 id="join-title">Join this pool</h2>
          <JoinForm pool={pool} now={now} />
        </aside>
      </div>
    </div>
  );
}

function JoinForm({ pool, now }: { pool: PvpPool; now: number }) {
  const account = useStakeAccount(pool);
  const [params] = useSearchParams();
  const asked = params.get('side');
  const [side, setSide] = useState<PvpSide | null>(
    asked && SIDES.includes(asked) && pool.sides.some((entry) => entry.side === asked)
      ? (asked as PvpSide)
      : null,
  );
  const blocked = !takesStakes(pool, now)
    ? PVP_ERRORS.closed.message
    : hasJoined(pool, account.userId)
      ? 'You are in this pool.'
      : null;
  return (
    <StakeForm
      label="Join this pool"
      account={account}
      sides={pool.sides}
      side={side}
      onSide={setSide}
      demoSwitch={false}
      submitText="Join pool"
      blocked={blocked}
      onSubmit={async (stake) => {
        await joinPool({ poolId: pool._id, side: side!, stake });
        toast.success(`You joined ${sideName(pool, side!)}`);
      }}
    />
  );
}
