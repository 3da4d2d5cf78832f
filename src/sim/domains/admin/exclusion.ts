/**
 * Timed self-exclusions set by staff: the flag the client reads (User.self_excluded, which sends the player to
 * /error/se) goes back off at the end of the period, on the sim clock. The end is the latest exclusion action's
 * `until`; a later lift or a new exclusion supersedes it, and a reload puts the pending ends back on the clock.
 */
import type { SimContext } from '../../context';
import type { StaffActionRecord } from '../../services/db-admin';

const EXCLUSION_KINDS = new Set(['selfExclude', 'liftSelfExclusion']);

/** The player's standing exclusion set by staff: the latest exclusion action when it is not a lift. */
export async function latestExclusion(
  ctx: SimContext,
  userId: string,
): Promise<StaffActionRecord | undefined> {
  const latest = await ctx.db.staffActions
    .where('[userId+at]')
    .between([userId, -Infinity], [userId, Infinity])
    .reverse()
    .filter((record) => EXCLUSION_KINDS.has(record.kind))
    .first();
  return latest?.kind === 'selfExclude' ? latest : undefined;
}

/** Ends the exclusion of `action` if it still stands (no lift or newer exclusion came since). */
async function endExclusion(ctx: SimContext, action: StaffActionRecord): Promise<void> {
  const { db } = ctx;
  await db.transaction('rw', db.users, db.staffActions, async () => {
    const standing = await latestExclusion(ctx, action.userId);
    if (standing?._id !== action._id) return;
    await db.users.update(action.userId, { self_excluded: false });
  });
}

/** Puts the end of a timed exclusion on the sim clock (a past end runs at the next tick). */
export function scheduleExclusionEnd(ctx: SimContext, action: StaffActionRecord): void {
  if (action.until === null || action.until === undefined) return;
  ctx.scheduler.at(action.until, 'admin.selfExclusionEnd', () => endExclusion(ctx, action));
}

export async function resumeSelfExclusions(ctx: SimContext): Promise<void> {
  const actions = await ctx.db.staffActions.where('kind').equals('selfExclude').toArray();
  const userIds = new Set(actions.map((action) => action.userId));
  for (const userId of userIds) {
    const standing = await latestExclusion(ctx, userId);
    if (standing) scheduleExclusionEnd(ctx, standing);
  }
}
