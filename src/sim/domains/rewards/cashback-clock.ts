/**
 * When the daily cashback is paid: at every 0:00 UTC on the sim clock (ctx.scheduler), as the race's end is
 * (feed/race-settle.ts). The meta key 'cashback:openDay' holds the oldest day not yet settled: a reload finds
 * it and waits for the same midnight, and a jump of the clock over several midnights settles each missed day
 * once, in order. A day nobody played settles without loading the payout code.
 */
import type { SimContext } from '../../context';
import { dayOf, dayStart } from './days';

const OPEN_DAY_KEY = 'cashback:openDay';

const loadPayouts = () => import('./cashback');

/** The oldest day not yet settled; a new world starts with the day it was made in. */
async function openDay(ctx: SimContext): Promise<number> {
  const stored = (await ctx.db.meta.get(OPEN_DAY_KEY))?.value;
  if (typeof stored === 'number') return stored;
  const day = dayOf(ctx.clock.now());
  await ctx.db.meta.put({ key: OPEN_DAY_KEY, value: day });
  return day;
}

async function settleDue(ctx: SimContext): Promise<void> {
  let day = await openDay(ctx);
  while (dayStart(day + 1) <= ctx.clock.now()) {
    if ((await ctx.db.dailyPlay.where('day').equals(day).count()) > 0)
      await (await loadPayouts()).settleCashbackDay(ctx, day);
    day += 1;
    await ctx.db.meta.put({ key: OPEN_DAY_KEY, value: day });
  }
  schedule(ctx, dayStart(day + 1));
}

function schedule(ctx: SimContext, at: number): void {
  ctx.scheduler.at(at, 'rewards:cashback', () => settleDue(ctx));
}

/** Starts the cashback's clock: waits for the end of the oldest unsettled day (at once if it is past). */
export async function startCashback(ctx: SimContext): Promise<void> {
  schedule(ctx, dayStart((await openDay(ctx)) + 1));
}
