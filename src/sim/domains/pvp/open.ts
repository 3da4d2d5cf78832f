/**
 * Opening a pool (POST /api/pvp/open): a signed-in player picks an upcoming match, a side and a stake in a
 * currency, real or demo. Checks (checks.ts) in order: the match, its time, the side, the stake, the
 * balance; then one ledger transaction debits the stake (reason 'pvp_stake') and writes the pool with the
 * opener as its first entry. The pool's lock is put on the sim clock (lifecycle.ts). A refusal writes nothing.
 */
import { openPvpPoolBodySchema } from '@contract/sports-schemas';
import type { PvpPool } from '@contract/pvp';
import type { SimContext } from '../../context';
import type { PvpEntryRecord, PvpPoolRecord, UserRecord } from '../../services/db';
import { InsufficientFunds } from '../../services/ledger';
import { parseBody } from '../../services/validation';
import { viewerOf } from '../feed/feed-user';
import { txValue } from '../games/tx';
import { loadSportsModel } from '../sports';
import { announcePool, poolOwners } from './announce';
import { checkBalance, checkOpensOn, checkSide, checkStake, sideNamesOf } from './checks';
import { pvpError } from './errors';
import { schedulePool } from './lifecycle';
import { poolOf } from './records';

export const STAKE_REASON = 'pvp_stake';

export async function openPool(ctx: SimContext, user: UserRecord, raw: unknown): Promise<PvpPool> {
  const body = parseBody(openPvpPoolBodySchema, raw);
  const now = ctx.clock.now();
  const match = (await loadSportsModel(ctx)).match(body.matchId, now);
  if (!match) throw pvpError('unknownMatch');
  checkOpensOn(match, now);
  const sideNames = sideNamesOf(match);
  checkSide(sideNames, body.side);
  const { currency, stake } = checkStake(ctx, body.currency, body.stake);
  await checkBalance(ctx, user._id, currency.id, body.demo, stake);

  const entry: PvpEntryRecord = { userId: user._id, side: body.side, stake, payout: null, at: now };
  const record: PvpPoolRecord = {
    _id: ctx.newId(),
    matchId: match.id,
    sportId: match.sportId,
    matchName: `${match.home.name} v ${match.away.name}`,
    sideNames,
    startsAt: match.startsAt,
    currency: currency.id,
    demo: body.demo,
    status: 'open',
    fee: 0,
    winner: null,
    entries: [entry],
    openedBy: user._id,
    createdAt: now,
    settledAt: null,
  };
  const { db, ledger } = ctx;
  try {
    await ledger.transact([db.pvpPools], (tx) =>
      txValue(null)
        .then(() => tx.apply(stakeDebit(record, entry)))
        .then(() => db.pvpPools.add(record)),
    );
  } catch (error) {
    throw error instanceof InsufficientFunds ? pvpError('notEnoughBalance') : error;
  }
  schedulePool(ctx, record);
  await announcePool(ctx, record);
  return poolOf(record, await poolOwners(ctx, record), viewerOf(user));
}

/** The ledger change that takes an entry's stake from the balance the pool plays with. */
export const stakeDebit = (pool: PvpPoolRecord, entry: PvpEntryRecord) => ({
  userId: entry.userId,
  currency: pool.currency,
  kind: pool.demo ? ('demo' as const) : ('real' as const),
  delta: -entry.stake,
  reason: STAKE_REASON,
  ref: pool._id,
});
