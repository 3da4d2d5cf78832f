/**
 * The pool lists and one pool (public): the open and locked pools by their match's start (soonest first), or
 * the newest settled and refunded ones; at most PVP.listMax. Names as the caller may see them.
 */
import { PVP, type PvpPool } from '@contract/pvp';
import { pvpPoolBodySchema, pvpPoolsBodySchema } from '@contract/sports-schemas';
import type { SimContext } from '../../context';
import type { PvpPoolRecord, UserRecord } from '../../services/db';
import { parseBody } from '../../services/validation';
import { ownersById, viewerOf } from '../feed/feed-user';
import { pvpError } from './errors';
import { poolOf } from './records';

const byStart = (a: PvpPoolRecord, b: PvpPoolRecord) => a.startsAt - b.startsAt || a.createdAt - b.createdAt;

export async function listPools(ctx: SimContext, user: UserRecord | null, raw: unknown): Promise<PvpPool[]> {
  const { status } = parseBody(pvpPoolsBodySchema, raw);
  const { pvpPools } = ctx.db;
  const rows =
    status === 'open'
      ? (await pvpPools.where('status').anyOf('open', 'locked').toArray()).sort(byStart).slice(0, PVP.listMax)
      : await pvpPools.orderBy('settledAt').reverse().limit(PVP.listMax).toArray();
  const owners = await ownersById(
    ctx,
    rows.flatMap((row) => [row.openedBy, ...row.entries.map((entry) => entry.userId)]),
  );
  const viewer = viewerOf(user);
  return rows.map((row) => poolOf(row, owners, viewer));
}

export async function onePool(ctx: SimContext, user: UserRecord | null, raw: unknown): Promise<PvpPool> {
  const { id } = parseBody(pvpPoolBodySchema, raw);
  const row = await ctx.db.pvpPools.get(id);
  if (!row) throw pvpError('unknownPool');
  const owners = await ownersById(ctx, [row.openedBy, ...row.entries.map((entry) => entry.userId)]);
  return poolOf(row, owners, viewerOf(user));
}
