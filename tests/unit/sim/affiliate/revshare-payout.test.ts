/**
 * The cash share's weekly payout (issue 13 §3, /revShare): at Sunday midnight UTC the week's pool is paid by
 * each player's share of the week's real-money wagering, through the ledger, once per week and player, with a
 * notification; the chart's paid week shows what was paid.
 */
import { describe, expect, it } from 'vitest';
import type { PayoutAnswer } from '@contract/analytics';
import { TOKEN } from '@contract/token';
import {
  REVSHARE_PAYOUT_REASON,
  settleRevShareWeek,
} from '../../../../src/sim/domains/token/revshare-payout';
import { weekAt } from '../../../../src/sim/domains/feed/race-week';
import { tradeRows } from '../../token/helpers';
import { advance } from '../deposit-helpers';
import { PASSWORD, ledgerProblems, login, register, startWorld, type World } from '../world';
import { notifications } from '../vip/helpers';

const DAY_MS = 86_400_000;

async function funded(world: World, usd: number) {
  const account = await register(world);
  const ctx = await world.sim.context();
  const change = { userId: account.user._id, currency: 'usdt', kind: 'real' as const };
  await ctx.ledger.transact([], (tx) =>
    Promise.resolve(tx.apply({ ...change, delta: usd * 100, reason: 'deposit', ref: 'top-up' })),
  );
  return account;
}

describe('the cash share payout', () => {
  it("pays each player's part of the week's pool once, at Sunday midnight", async () => {
    const world = await startWorld();
    const big = await funded(world, 1_000);
    const small = await funded(world, 1_000);
    const ctx = await world.sim.context();
    // $300 and $100 wagered, all lost: revenue $400, a pool of $40 split 3:1.
    await tradeRows(ctx, big.user._id, 300_00, 0);
    await tradeRows(ctx, small.user._id, 100_00, 0);
    const paidRows = () => ctx.db.ledger.filter((row) => row.reason === REVSHARE_PAYOUT_REASON).toArray();

    // 2024-05-01 12:00 is a Wednesday: nothing is paid before Sunday midnight.
    await advance(world, 4 * DAY_MS + 11 * 3_600_000);
    expect(await paidRows()).toEqual([]);
    await advance(world, 3_600_000);
    const pool = (400 * TOKEN.revSharePercent) / 100;
    const rows = await paidRows();
    expect(rows.map(({ userId, currency, delta }) => ({ userId, currency, delta }))).toEqual([
      { userId: big.user._id, currency: 'usdt', delta: 30_00 },
      { userId: small.user._id, currency: 'usdt', delta: 10_00 },
    ]);
    expect((await notifications(world, small.user._id)).map(({ icon, text }) => ({ icon, text }))).toEqual([
      { icon: 'gift', text: 'Cash share paid: $10.00' },
    ]);

    // Settling the same week again (a replay, another tab) pays nothing more; later weeks pay only themselves.
    await settleRevShareWeek(ctx, weekAt(Date.UTC(2024, 4, 1)).startsAt);
    await advance(world, 7 * DAY_MS);
    expect(await paidRows()).toHaveLength(2);
    expect(await ledgerProblems(world)).toEqual([]);

    // The chart's paid week is what was paid.
    const { token } = await login(world, small.login, PASSWORD);
    const chart = await world.call<PayoutAnswer>(
      'POST',
      '/analytics/revShare/payout',
      { timeframe: 30 },
      token,
    );
    expect(chart.body.data[0]).toEqual({
      dimensions: { date: '2024-05-05', status: 'paid' },
      metrics: { payout: pool, share: 10 },
    });
  });
});
