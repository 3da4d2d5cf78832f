/**
 * The cash share's weekly payout (issue 13 §3, /revShare): when a week ends (Sunday midnight UTC, as the
 * race), its pool (economy.ts poolOf of the week's revenue) is split by each player's share of the week's
 * real-money wagering (rollup.ts) and credited through the ledger in REVSHARE_CURRENCY (reason
 * 'revshare_payout', ref 'revshare:{weekStart}'), with a notification, in one transaction with the week's
 * record (meta 'revshare:week:{weekStart}'): a week is paid once, to each player once. The chart's paid weeks
 * read that record (analytics.ts payoutAnswer), so they show what was paid.
 *
 * The meta key 'revshare:openWeek' holds the start of the oldest week not yet paid: a reload waits for the
 * same Sunday, a jump of the clock over several weeks pays each in order.
 */
import type { SimContext } from '../../context';
import type { MoneyTx } from '../../services/ledger';
import { microToUsd, microUsdOfMinor, minorOfMicroUsd } from '../../services/usd';
import { WEEK_MS } from '../feed/race-week';
import { inSequence } from '../games/tx';
import { notify } from '../rewards/notifications';
import { poolOf, revenueOf } from './economy';
import { OPEN_WEEK_KEY } from './revshare-schedule';
import { HOUR_MS, rollUpLedger } from './rollup';

export const REVSHARE_PAYOUT_REASON = 'revshare_payout';
/** Operator choice: the pool is in US dollars, paid in this stablecoin. */
export const REVSHARE_CURRENCY = 'usdt';
export const revShareWeekKey = (weekStart: number) => `revshare:week:${weekStart}`;

/** A paid week: its pool and what each player was paid, in micro-dollars. */
export interface RevShareWeek {
  weekStart: number;
  poolMicroUsd: number;
  paidAt: number;
  currency: string;
  shares: Record<string, number>;
}

export const revSharePaidText = (usd: number) => `Cash share paid: $${usd.toFixed(2)}`;

interface Payee {
  userId: string;
  minor: number;
}

/** The week's pool and each player's part of it, in minor units of REVSHARE_CURRENCY (0s left out). */
async function planWeek(ctx: SimContext, weekStart: number) {
  const { db } = ctx;
  const [hours, wagers] = await Promise.all([
    db.tokenHours
      .where('hour')
      .between(weekStart / HOUR_MS, (weekStart + WEEK_MS) / HOUR_MS, true, false)
      .toArray(),
    db.tokenWagers.where('week').equals(weekStart).toArray(),
  ]);
  const pool = poolOf(hours.reduce((sum, hour) => sum + revenueOf(hour), 0));
  const counted = wagers.filter((entry) => entry.microUsd > 0);
  const total = counted.reduce((sum, entry) => sum + entry.microUsd, 0);
  const payees: Payee[] = counted
    .map((entry) => ({
      userId: entry.userId,
      minor:
        total > 0
          ? minorOfMicroUsd(ctx.prices, REVSHARE_CURRENCY, Math.floor((pool * entry.microUsd) / total))
          : 0,
    }))
    .filter((payee) => payee.minor > 0);
  return { pool, payees };
}

function pay(ctx: SimContext, tx: MoneyTx, weekStart: number, payee: Payee, shares: Record<string, number>) {
  const micro = microUsdOfMinor(ctx.prices, REVSHARE_CURRENCY, payee.minor);
  shares[payee.userId] = micro;
  return tx
    .apply({
      userId: payee.userId,
      currency: REVSHARE_CURRENCY,
      kind: 'real',
      delta: payee.minor,
      reason: REVSHARE_PAYOUT_REASON,
      ref: `revshare:${weekStart}`,
    })
    .then(() => notify(ctx, tx, payee.userId, 'gift', revSharePaidText(microToUsd(micro))));
}

/** Pays one ended week and moves the open week past it; a week paid before is left alone. */
export async function settleRevShareWeek(ctx: SimContext, weekStart: number): Promise<void> {
  await rollUpLedger(ctx);
  const { pool, payees } = await planWeek(ctx, weekStart);
  const { db } = ctx;
  await ctx.ledger.transact([db.meta, db.notifications], (tx) =>
    db.meta
      .get(revShareWeekKey(weekStart))
      .then((done) => {
        if (done) return undefined;
        const shares: Record<string, number> = {};
        return inSequence(payees, (payee) => pay(ctx, tx, weekStart, payee, shares)).then(() => {
          const week: RevShareWeek = {
            weekStart,
            poolMicroUsd: pool,
            paidAt: ctx.clock.now(),
            currency: REVSHARE_CURRENCY,
            shares,
          };
          return db.meta.put({ key: revShareWeekKey(weekStart), value: week });
        });
      })
      .then(() => db.meta.get(OPEN_WEEK_KEY))
      .then((open) => {
        const next = weekStart + WEEK_MS;
        if (typeof open?.value === 'number' && open.value >= next) return undefined;
        return db.meta.put({ key: OPEN_WEEK_KEY, value: next });
      }),
  );
}

/** Pays every week that has ended, oldest first; answers the start of the week still running. */
export async function settleEndedWeeks(ctx: SimContext, openWeek: number): Promise<number> {
  let weekStart = openWeek;
  while (weekStart + WEEK_MS <= ctx.clock.now()) {
    await settleRevShareWeek(ctx, weekStart);
    weekStart += WEEK_MS;
  }
  return weekStart;
}

/** The paid weeks' records among `weekStarts` (absent: not paid yet). */
export async function paidWeeks(ctx: SimContext, weekStarts: readonly number[]) {
  const rows = await ctx.db.meta.bulkGet(weekStarts.map(revShareWeekKey));
  return new Map(
    rows.flatMap((row) => (row ? [[(row.value as RevShareWeek).weekStart, row.value as RevShareWeek]] : [])),
  );
}
