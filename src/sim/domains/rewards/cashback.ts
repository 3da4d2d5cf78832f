/**
 * The daily cashback (platform.md §9 "daily cashback at 0:00", by VIP level): when a UTC day ends on the sim
 * clock, each player who played real money that day gets CASHBACK_PERCENT_BY_LEVEL[level] % of the day's net
 * loss in CASHBACK_CURRENCY, real balance, reason 'cashback', with one cashbackPayouts row and a notification,
 * in one transaction per player. A payout row is dated at the day's end, which makes it the day's key: a day
 * settled again (a reload, another tab) finds it and pays nobody twice. The level is the one at payout.
 */
import { CASHBACK_CURRENCY, CASHBACK_PERCENT_BY_LEVEL, fromMinor, type CashbackInfo } from '@contract/index';
import { findCurrency, type SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import type { CashbackPayoutRecord } from '../../services/db-promotions';
import { microToUsd, minorOfMicroUsd } from '../../services/usd';
import { inSequence, txValue } from '../games/tx';
import { dayOf, dayStart } from './days';
import { netLossMicroUsd } from './net-loss';
import { notify } from './notifications';

export const CASHBACK_REASON = 'cashback';
/** How many of the newest payouts CashbackInfo lists. */
const PAID_LISTED = 10;

/** The player's cashback percent: the VIP level's (levels past the table get its last). */
export const cashbackPercent = (vipLevel: number) =>
  CASHBACK_PERCENT_BY_LEVEL[Math.min(Math.max(0, vipLevel), CASHBACK_PERCENT_BY_LEVEL.length - 1)]!;

const usdText = (micro: number) => `$${microToUsd(micro).toFixed(2)}`;

function payPlayer(ctx: SimContext, user: UserRecord, day: number): Promise<void> {
  const { db, ledger } = ctx;
  const percent = cashbackPercent(user.vipLevel);
  const at = dayStart(day + 1);
  return ledger.transact([db.cashbackPayouts, db.notifications], (tx) =>
    db.cashbackPayouts
      .where('[userId+at]')
      .equals([user._id, at])
      .count()
      .then((paid) => (paid > 0 || percent === 0 ? 0 : netLossMicroUsd(ctx, user._id, day)))
      .then((lossMicro): PromiseLike<unknown> => {
        const microUsd = Math.floor((lossMicro * percent) / 100);
        const value = minorOfMicroUsd(ctx.prices, CASHBACK_CURRENCY, microUsd);
        if (value <= 0) return txValue(undefined);
        const row: CashbackPayoutRecord = {
          userId: user._id,
          day,
          at,
          currency: CASHBACK_CURRENCY,
          value,
          microUsd,
        };
        return db.cashbackPayouts
          .add(row)
          .then((id) =>
            tx.apply({
              userId: user._id,
              currency: CASHBACK_CURRENCY,
              kind: 'real',
              delta: value,
              reason: CASHBACK_REASON,
              ref: `cashback-${id}`,
            }),
          )
          .then(() =>
            notify(
              ctx,
              tx,
              user._id,
              'cashback',
              `Daily cashback: ${usdText(microUsd)} (${percent}% of the day's net loss)`,
            ),
          );
      })
      .then(() => undefined),
  );
}

/** Pays the cashback of `day` to every player with real play that day (only that day's rows are read). */
export async function settleCashbackDay(ctx: SimContext, day: number): Promise<void> {
  const players = await ctx.db.dailyPlay.where('day').equals(day).toArray();
  const users = await ctx.db.users.bulkGet(players.map((row) => row.userId));
  await inSequence(
    users.filter((user): user is UserRecord => user !== undefined && cashbackPercent(user.vipLevel) > 0),
    (user) => payPlayer(ctx, user, day),
  );
}

/** POST /api/data/cashback: the player's percent, today's loss so far, the next payout and the newest paid. */
export async function cashbackInfo(ctx: SimContext, user: UserRecord): Promise<CashbackInfo> {
  const today = dayOf(ctx.clock.now());
  const [lossMicro, paid] = await Promise.all([
    netLossMicroUsd(ctx, user._id, today),
    ctx.db.cashbackPayouts
      .where('[userId+at]')
      .between([user._id, -Infinity], [user._id, Infinity])
      .reverse()
      .limit(PAID_LISTED)
      .toArray(),
  ]);
  const decimals = (currency: string) => findCurrency(currency)?.decimals ?? 8;
  return {
    percent: cashbackPercent(user.vipLevel),
    todayLossUsd: microToUsd(lossMicro),
    nextAt: dayStart(today + 1),
    paid: paid.map((row) => ({
      at: row.at,
      usd: microToUsd(row.microUsd),
      currency: row.currency,
      value: fromMinor(row.value, decimals(row.currency)),
    })),
  };
}
