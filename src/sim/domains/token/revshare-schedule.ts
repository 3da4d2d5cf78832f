/**
 * When the cash share pays (revshare-payout.ts, loaded when a week ends): at the end of the oldest week not
 * paid yet, at once if it is past. The meta key holds that week's start, so a reload waits for the same Sunday.
 */
import type { SimContext } from '../../context';
import { WEEK_MS, weekAt } from '../feed/race-week';

export const OPEN_WEEK_KEY = 'revshare:openWeek';

/** The start of the oldest week whose cash share is not paid yet; a new world starts with its first week. */
async function openRevShareWeek(ctx: SimContext): Promise<number> {
  const stored = (await ctx.db.meta.get(OPEN_WEEK_KEY))?.value;
  if (typeof stored === 'number') return stored;
  const startsAt = weekAt(ctx.clock.now()).startsAt;
  await ctx.db.meta.put({ key: OPEN_WEEK_KEY, value: startsAt });
  return startsAt;
}

function scheduleRevShare(ctx: SimContext, weekStart: number): void {
  ctx.scheduler.at(weekStart + WEEK_MS, 'revshare:payout', async () => {
    const { settleEndedWeeks } = await import('./revshare-payout');
    scheduleRevShare(ctx, await settleEndedWeeks(ctx, await openRevShareWeek(ctx)));
  });
}

/** Starts the cash share's weekly payouts. */
export async function startRevShare(ctx: SimContext): Promise<void> {
  scheduleRevShare(ctx, await openRevShareWeek(ctx));
}
