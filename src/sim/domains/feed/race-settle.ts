/**
 * The end of the week (community.md §9 "Ends Sunday midnight. Top 20 win."): at Sunday midnight on the sim clock
 * the top 20 of the week are paid through the ledger, in the race's currency, real balance, reason 'race_prize',
 * each row referencing the race's id; the finished race is stored with its winners in the same transaction, and
 * the next race has already begun (a race is simply the week a bet falls in).
 *
 * The meta key 'race:openWeek' holds the start of the oldest week not yet paid. A reload mid-week finds it and
 * waits for the same Sunday; a jump of the clock over several weeks pays each missed week once, in order; a
 * week already stored (another tab's sim on the same database got there first) is never paid twice.
 */
import type { SimContext } from '../../context';
import { inSequence } from '../games/tx';
import { raceChanged } from './race-broadcast';
import { prizeSplit } from './race-prizes';
import { raceSettings } from './race-settings';
import { topEntries } from './race-store';
import { WEEK_MS, weekAt, weekFrom, type RaceWeek } from './race-week';

const OPEN_WEEK_KEY = 'race:openWeek';
export const RACE_PRIZE_REASON = 'race_prize';

/** The start of the oldest week not yet paid; a new world starts with the week it was made in. */
async function openWeek(ctx: SimContext): Promise<number> {
  const stored = (await ctx.db.meta.get(OPEN_WEEK_KEY))?.value;
  if (typeof stored === 'number') return stored;
  const startsAt = weekAt(ctx.clock.now()).startsAt;
  await ctx.db.meta.put({ key: OPEN_WEEK_KEY, value: startsAt });
  return startsAt;
}

/** Pays one finished week and moves the open week past it, in one transaction; a week paid before is skipped. */
export function settleWeek(ctx: SimContext, week: RaceWeek): Promise<void> {
  const { db, ledger } = ctx;
  const settings = raceSettings();
  const prizes = settings.enabled ? prizeSplit(settings.pool) : [];
  const currency = settings.currency.id;
  return ledger.transact([db.races, db.raceEntries, db.meta], (tx) =>
    db.races
      .get(week.id)
      .then((done) => {
        if (done) return undefined;
        return topEntries(db, week.id).then((top) => {
          const winners = top.map((entry, index) => ({
            place: index + 1,
            userId: entry.userId,
            wagerMicroUsd: entry.wagerMicroUsd,
            prize: prizes[index] ?? 0,
          }));
          return inSequence(
            winners.filter((winner) => winner.prize > 0),
            (winner) =>
              tx.apply({
                userId: winner.userId,
                currency,
                kind: 'real',
                delta: winner.prize,
                reason: RACE_PRIZE_REASON,
                ref: week.id,
              }),
          ).then(() =>
            db.races.add({
              ...week,
              currency,
              pool: settings.enabled ? settings.pool : 0,
              settledAt: ctx.clock.now(),
              winners,
            }),
          );
        });
      })
      .then(() => db.meta.get(OPEN_WEEK_KEY))
      .then((open) => {
        if (typeof open?.value === 'number' && open.value >= week.endsAt) return undefined;
        return db.meta.put({ key: OPEN_WEEK_KEY, value: week.endsAt });
      })
      .then(() => undefined),
  );
}

/** Pays every week that has ended, oldest first, then waits for the end of the running one. */
async function settleDue(ctx: SimContext): Promise<void> {
  let startsAt = await openWeek(ctx);
  const paidAny = startsAt + WEEK_MS <= ctx.clock.now();
  while (startsAt + WEEK_MS <= ctx.clock.now()) {
    await settleWeek(ctx, weekFrom(startsAt));
    startsAt += WEEK_MS;
  }
  schedule(ctx, startsAt + WEEK_MS);
  // A new race began: the clients' race tabs hear of it (its top is empty or already filling).
  if (paidAny) raceChanged(ctx);
}

function schedule(ctx: SimContext, at: number): void {
  ctx.scheduler.at(at, 'race:settle', () => settleDue(ctx));
}

/** Starts the race's clock for this sim: waits for the end of the oldest unpaid week (at once if past). */
export async function startRace(ctx: SimContext): Promise<void> {
  schedule(ctx, (await openWeek(ctx)) + WEEK_MS);
}
