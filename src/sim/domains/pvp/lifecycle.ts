/**
 * A pool's life on the sim clock, whether or not a tab watches. At kick-off it locks, or is refunded when its
 * match was cancelled or only one side has players. Once the match has ended it settles: the winning side
 * shares the pot less the fee (shares.ts), or everybody is refunded when the match was cancelled or nobody
 * backed the winner. Every payout is a ledger row in the same transaction as the pool's new status.
 *
 * Each pool has one step waiting on the scheduler: at its start while open, at the match's expected end while
 * locked (checked again every minute if it runs late). Nothing of it is stored: on start the steps of every
 * open and locked pool are put back (resumePools), and a step that finds its time long past runs at once.
 */
import { PVP, type PvpSide } from '@contract/pvp';
import type { SimContext } from '../../context';
import type { PvpPoolRecord } from '../../services/db';
import { inSequence, txValue } from '../games/tx';
import { loadSportsModel } from '../sports';
import { MINUTE_MS, matchMinutes, profileOf } from '../sports/spec';
import { announcePool } from './announce';
import { refundShares, settledShares, sidesTaken } from './shares';

export const PAYOUT_REASON = 'pvp_payout';
export const REFUND_REASON = 'pvp_refund';
/** A locked pool whose match has not ended by its expected end is looked at again this often. */
export const RECHECK_MS = MINUTE_MS;

/** When the match should be over: its start and the sport's length, breaks included. */
export const expectedEnd = (pool: Pick<PvpPoolRecord, 'startsAt' | 'sportId'>) =>
  pool.startsAt + matchMinutes(profileOf({ id: pool.sportId })) * MINUTE_MS;

/** Puts the pool's next step on the scheduler (none once settled or refunded). */
export function schedulePool(ctx: SimContext, pool: PvpPoolRecord, at?: number): void {
  if (pool.status !== 'open' && pool.status !== 'locked') return;
  const due = at ?? (pool.status === 'open' ? pool.startsAt : expectedEnd(pool));
  ctx.scheduler.at(due, `pvp:${pool._id}`, () => stepPool(ctx, pool._id));
}

/** On start: the next step of every pool a reload left open or locked. */
export async function resumePools(ctx: SimContext): Promise<void> {
  const pools = await ctx.db.pvpPools.where('status').anyOf('open', 'locked').toArray();
  for (const pool of pools) schedulePool(ctx, pool);
}

/** Moves the pool on as far as the clock allows; a step that finds nothing to do changes nothing. */
export async function stepPool(ctx: SimContext, poolId: string): Promise<void> {
  const pool = await ctx.db.pvpPools.get(poolId);
  const now = ctx.clock.now();
  if (!pool || (pool.status !== 'open' && pool.status !== 'locked')) return;
  if (pool.status === 'open' && now < pool.startsAt) return schedulePool(ctx, pool);
  const match = (await loadSportsModel(ctx)).match(pool.matchId, now);
  if (!match || match.status === 'cancelled') return closePool(ctx, pool, null);
  if (pool.status === 'open') {
    if (sidesTaken(pool.entries).size < 2) return closePool(ctx, pool, null);
    return lockPool(ctx, pool);
  }
  if (match.status !== 'ended' || !match.winner) {
    return schedulePool(ctx, pool, Math.max(expectedEnd(pool), now + RECHECK_MS));
  }
  return closePool(ctx, pool, match.winner);
}

async function lockPool(ctx: SimContext, pool: PvpPoolRecord): Promise<void> {
  const locked: PvpPoolRecord = { ...pool, status: 'locked' };
  await ctx.db.pvpPools.put(locked);
  schedulePool(ctx, locked);
  await announcePool(ctx, locked);
}

/**
 * Pays the result and ends the pool in one transaction: settled when the winner was backed, else refunded
 * (`winner` stays known when nobody backed it). The pool is read again inside, so a step that comes twice
 * pays once.
 */
async function closePool(ctx: SimContext, pool: PvpPoolRecord, winner: PvpSide | null): Promise<void> {
  const { db, ledger } = ctx;
  const kind = pool.demo ? ('demo' as const) : ('real' as const);
  const closed = await ledger.transact([db.pvpPools], (tx) =>
    db.pvpPools.get(pool._id).then((current) => {
      if (!current || current.status !== pool.status) return txValue(null);
      const backed = winner !== null && current.entries.some((entry) => entry.side === winner);
      const reason = backed ? PAYOUT_REASON : REFUND_REASON;
      const paid = backed
        ? settledShares(current.entries, winner, PVP.feePercent)
        : refundShares(current.entries);
      const next: PvpPoolRecord = {
        ...current,
        status: backed ? 'settled' : 'refunded',
        winner,
        fee: paid.fee,
        entries: current.entries.map((entry, index) => ({ ...entry, payout: paid.payouts[index] ?? 0 })),
        settledAt: ctx.clock.now(),
      };
      const credits = next.entries.filter((entry) => (entry.payout ?? 0) > 0);
      return inSequence(credits, (entry) =>
        tx.apply({
          userId: entry.userId,
          currency: current.currency,
          kind,
          delta: entry.payout!,
          reason,
          ref: current._id,
        }),
      )
        .then(() => db.pvpPools.put(next))
        .then(() => next);
    }),
  );
  if (closed) await announcePool(ctx, closed);
}
