/**
 * The daily cashback: at 0:00 UTC on the sim clock each player who played real money that day gets the VIP
 * level's percent of the day's net loss (stakes less payouts, from the ledger) in USDT, with one payout row and
 * a notification; each day is paid once, across reloads, repeated settling and jumps over several midnights.
 */
import { describe, expect, it } from 'vitest';
import { CASHBACK_CURRENCY, CASHBACK_PERCENT_BY_LEVEL, type CashbackInfo } from '@contract/index';
import { settleCashbackDay } from '../../../../src/sim/domains/rewards/cashback';
import { dayOf } from '../../../../src/sim/domains/rewards/days';
import { ledgerProblems } from '../world';
import {
  DAY_MS,
  START_MS,
  advance,
  bet,
  ledgerRows,
  login,
  passTime,
  post,
  setVipLevel,
  startWorld,
  type World,
} from './helpers';

const MIDNIGHT = START_MS - (START_MS % DAY_MS) + DAY_MS;
const TOP_LEVEL = CASHBACK_PERCENT_BY_LEVEL.length - 1;

/** The day's net loss in USDT cents from the player's game rows (USDT holds its peg: cents are micro / 10^4). */
async function gameLossCents(world: World, userId: string) {
  const rows = [...(await ledgerRows(world, userId, 'bet')), ...(await ledgerRows(world, userId, 'win'))];
  return -rows.filter((row) => row.kind === 'real').reduce((sum, row) => sum + row.delta, 0);
}

async function payouts(world: World, userId: string) {
  const { db } = await world.sim.context();
  return db.cashbackPayouts.where('[userId+at]').between([userId, 0], [userId, Infinity]).toArray();
}

/** The demo player at the top VIP level after eight real rounds of $15 that all but surely lose, and a demo one. */
async function losingDay(world: World) {
  const account = await login(world, 'player', 'player123');
  await setVipLevel(world, account.user._id, TOP_LEVEL);
  await world.call('POST', '/api/user/demo', { currency: 'usdt' }, account.token);
  await bet(world, account.token, 15, { demo: true, target: 1000 });
  for (let round = 0; round < 8; round += 1) await bet(world, account.token, 15, { target: 1000 });
  return account;
}

describe('the daily cashback', () => {
  it("pays the level's percent of the day's net loss at midnight, once", async () => {
    const world = await startWorld({ seed: 'cashback-midnight' });
    const { token, user } = await losingDay(world);
    const loss = await gameLossCents(world, user._id);
    expect(loss).toBe(12_000);
    const percent = CASHBACK_PERCENT_BY_LEVEL[TOP_LEVEL]!;
    const info = await post<CashbackInfo>(world, '/api/data/cashback', token);
    expect(info.body).toEqual({ percent, todayLossUsd: loss / 100, nextAt: MIDNIGHT, paid: [] });

    await passTime(world, token, MIDNIGHT - world.clock.now() - 1);
    expect(await payouts(world, user._id)).toEqual([]);
    await passTime(world, token, 1);
    const value = Math.floor((loss * percent) / 100);
    expect(await payouts(world, user._id)).toMatchObject([
      { day: dayOf(START_MS), at: MIDNIGHT, currency: CASHBACK_CURRENCY, value },
    ]);
    expect((await ledgerRows(world, user._id, 'cashback')).map((row) => row.delta)).toEqual([value]);
    const { db } = await world.sim.context();
    const [note] = await db.notifications.where('userId').equals(user._id).toArray();
    expect(note).toMatchObject({
      icon: 'cashback',
      text: `Daily cashback: $14.40 (${percent}% of the day's net loss)`,
    });
    const after = await post<CashbackInfo>(world, '/api/data/cashback', token);
    expect(after.body.paid).toEqual([
      { at: MIDNIGHT, usd: value / 100, currency: CASHBACK_CURRENCY, value: value / 100 },
    ]);
    expect(after.body.todayLossUsd).toBe(0);

    // Settling the day again, two more midnights and a reload pay nothing more.
    await settleCashbackDay(await world.sim.context(), dayOf(START_MS));
    await passTime(world, token, 2 * DAY_MS);
    await world.sim.close();
    const reopened = await startWorld({
      seed: 'cashback-midnight',
      dbName: world.dbName,
      startMs: world.clock.now(),
    });
    await advance(reopened, DAY_MS);
    expect(await payouts(reopened, user._id)).toHaveLength(1);
    expect(await ledgerRows(reopened, user._id, 'cashback')).toHaveLength(1);
    expect(await ledgerProblems(reopened)).toEqual([]);
  });

  it('pays a missed day once after a jump over several midnights, and nothing at level 0', async () => {
    const world = await startWorld({ seed: 'cashback-jump' });
    const { user } = await losingDay(world);
    await advance(world, 3 * DAY_MS);
    expect(await payouts(world, user._id)).toHaveLength(1);

    const quiet = await startWorld({ seed: 'cashback-level-0' });
    const { user: newcomer } = await losingDay(quiet);
    await setVipLevel(quiet, newcomer._id, 0);
    await advance(quiet, DAY_MS);
    expect(await payouts(quiet, newcomer._id)).toEqual([]);
    expect(await ledgerRows(quiet, newcomer._id, 'cashback')).toEqual([]);
  });

  it('settles after a reload that happened before midnight', async () => {
    const world = await startWorld({ seed: 'cashback-reload' });
    const { user } = await losingDay(world);
    await world.sim.close();
    const reopened = await startWorld({
      seed: 'cashback-reload',
      dbName: world.dbName,
      startMs: world.clock.now(),
    });
    await advance(reopened, MIDNIGHT - reopened.clock.now());
    expect(await payouts(reopened, user._id)).toHaveLength(1);
  });
});
