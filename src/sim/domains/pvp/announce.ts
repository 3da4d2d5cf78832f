/** Every change of a pool (opened, joined, locked, settled, refunded) goes out on the sports channel. */
import { SPORTS_CHANNEL, SPORTS_EVENTS } from '@contract/sports';
import type { SimContext } from '../../context';
import type { PvpPoolRecord } from '../../services/db';
import { ownersById } from '../feed/feed-user';
import { poolOf } from './records';

/** The owners of a pool's entries, by id, in one read. */
export const poolOwners = (ctx: SimContext, record: PvpPoolRecord) =>
  ownersById(ctx, [record.openedBy, ...record.entries.map((entry) => entry.userId)]);

export async function announcePool(ctx: SimContext, record: PvpPoolRecord): Promise<void> {
  const pool = poolOf(record, await poolOwners(ctx, record), null);
  ctx.broadcaster.emit(SPORTS_CHANNEL, SPORTS_EVENTS.pvpPool, pool);
}
