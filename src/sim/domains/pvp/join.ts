/**
 * Joining a pool (POST /api/pvp/join): a signed-in player stakes on a side in the pool's currency and money
 * (real or demo, as the pool was opened). Checks in order: the pool, its time (open until a minute before the
 * start), the side, the stake, one entry per player, the balance; then one ledger transaction debits the stake
 * and adds the entry. The pool is read again inside the transaction, so a lock or an entry that came
 * meanwhile still refuses. A refusal writes nothing.
 */
import { joinPvpPoolBodySchema } from '@contract/sports-schemas';
import type { PvpPool } from '@contract/pvp';
import type { SimContext } from '../../context';
import type { PvpEntryRecord, PvpPoolRecord, UserRecord } from '../../services/db';
import { InsufficientFunds } from '../../services/ledger';
import { parseBody } from '../../services/validation';
import { viewerOf } from '../feed/feed-user';
import { announcePool, poolOwners } from './announce';
import { checkBalance, checkSide, checkStake, checkStillOpen } from './checks';
import { pvpError } from './errors';
import { stakeDebit } from './open';
import { poolOf } from './records';

function checkOpenPool(pool: PvpPoolRecord | undefined, now: number): PvpPoolRecord {
  if (!pool) throw pvpError('unknownPool');
  if (pool.status !== 'open') throw pvpError('closed');
  checkStillOpen(pool.startsAt, now);
  return pool;
}

function checkNewcomer(pool: PvpPoolRecord, userId: string): void {
  if (pool.entries.some((entry) => entry.userId === userId)) throw pvpError('alreadyJoined');
}

export async function joinPool(ctx: SimContext, user: UserRecord, raw: unknown): Promise<PvpPool> {
  const body = parseBody(joinPvpPoolBodySchema, raw);
  const { db, ledger } = ctx;
  const now = ctx.clock.now();
  const pool = checkOpenPool(await db.pvpPools.get(body.poolId), now);
  checkSide(pool.sideNames, body.side);
  const { stake } = checkStake(ctx, pool.currency, body.stake);
  checkNewcomer(pool, user._id);
  await checkBalance(ctx, user._id, pool.currency, pool.demo, stake);

  const entry: PvpEntryRecord = { userId: user._id, side: body.side, stake, payout: null, at: now };
  let joined: PvpPoolRecord;
  try {
    joined = await ledger.transact([db.pvpPools], (tx) =>
      db.pvpPools.get(body.poolId).then((current) => {
        const open = checkOpenPool(current, now);
        checkNewcomer(open, user._id);
        const next = { ...open, entries: [...open.entries, entry] };
        return tx
          .apply(stakeDebit(next, entry))
          .then(() => db.pvpPools.put(next))
          .then(() => next);
      }),
    );
  } catch (error) {
    throw error instanceof InsufficientFunds ? pvpError('notEnoughBalance') : error;
  }
  await announcePool(ctx, joined);
  return poolOf(joined, await poolOwners(ctx, joined), viewerOf(user));
}
