/**
 * The token's calls on a world without a crowd: the timeframe's validation, the price's shape and its -10
 * fault, days before the world (no items), burns and supply from the revenue, and the weekly cash share with
 * the caller's part.
 */
import { describe, expect, it } from 'vitest';
import type { AnalyticsSeries, BurnAnswer, PayoutAnswer, ProfitAnswer } from '@contract/analytics';
import { ANALYTICS_ROUTES, ANALYTICS_TEXTS } from '@contract/analytics';
import { TOKEN, TOKEN_PRICE_ERROR, TOKEN_PRICE_FAULT, type TokenPriceAnswer } from '@contract/token';
import { splitRoute, type ApiErrorBody } from '@contract/index';
import { login, register, startWorld, type World } from '../sim/world';
import { DAY, HOUR, tradeRows } from './helpers';

const call = <T>(world: World, path: string, body?: unknown, token?: string | null) =>
  world.call<T>('POST', path, body, token);

/** A registered player with `usd` dollars of real USDT (a deposit row, as the cashier writes one). */
async function funded(world: World, usd: number) {
  const account = await register(world);
  const ctx = await world.sim.context();
  const change = { userId: account.user._id, currency: 'usdt', kind: 'real' as const };
  await ctx.ledger.transact([], async (tx) => {
    await tx.apply({ ...change, delta: usd * 100, reason: 'deposit', ref: 'x' });
  });
  return account;
}

describe('the timeframe', () => {
  it.each([14, 0, '30', null, 7.5])('refuses %j with 422 on every analytics call', async (timeframe) => {
    const world = await startWorld();
    for (const route of ANALYTICS_ROUTES) {
      const reply = await call<ApiErrorBody>(world, splitRoute(route).path, { timeframe });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ timeframe: [ANALYTICS_TEXTS.timeframe] });
    }
  });

  it('is 30 days when left out, and no day before the world started has an item', async () => {
    const world = await startWorld();
    await world.sim.control.advance(2 * DAY);
    const fresh = await call<ProfitAnswer>(world, '/analytics/expectedProfit/slots');
    expect(fresh.body.data.map((item) => item.dimensions.date)).toEqual([
      '2024-05-01',
      '2024-05-02',
      '2024-05-03',
    ]);
    await world.sim.control.advance(10 * DAY);
    const week = await call<AnalyticsSeries>(world, '/analytics/burnt-chart', { timeframe: 7 });
    expect(week.body.labels).toHaveLength(7);
    expect(week.body.labels.at(-1)).toBe('2024-05-13');
    const month = await call<AnalyticsSeries>(world, '/analytics/BetKingsSupply', {});
    expect(month.body.labels).toHaveLength(13);
    expect(month.body.values.every((value) => value === TOKEN.initialSupply)).toBe(true);
  });
});

describe('the token price', () => {
  it('answers the aggregator shape, the same as the price chart now, until QA makes it unavailable', async () => {
    const world = await startWorld();
    await world.sim.control.advance(3 * DAY + 5 * HOUR);
    const price = await call<TokenPriceAnswer>(world, '/api/token/price');
    expect(price.status).toBe(200);
    expect(Object.keys(price.body)).toEqual(['bitcoin']);
    expect(price.body.bitcoin.usd).toBeGreaterThan(0);
    expect(Number.isFinite(price.body.bitcoin.usd_24h_change)).toBe(true);
    const chart = await call<AnalyticsSeries>(world, '/analytics/BetKingsTokenPrice', { timeframe: 7 });
    expect(chart.body.values.at(-1)).toBe(price.body.bitcoin.usd);
    const dayAgo = chart.body.values.at(-25)!;
    expect(price.body.bitcoin.usd_24h_change).toBeCloseTo(
      ((price.body.bitcoin.usd - dayAgo) / dayAgo) * 100,
      1,
    );

    world.sim.control.injectFault(TOKEN_PRICE_FAULT);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failed = await call<ApiErrorBody>(world, '/api/token/price');
      expect(failed).toEqual({ status: 503, body: { code: -10, message: TOKEN_PRICE_ERROR } });
    }
    expect((await call(world, '/analytics/burn')).status).toBe(200);
    world.sim.control.clearFaults();
    expect((await call(world, '/api/token/price')).status).toBe(200);
  });

  it('stands at the launch price in a new world, with a history: hourly over 7 days, 4-hourly over 30', async () => {
    const world = await startWorld();
    const launch = await call<TokenPriceAnswer>(world, '/api/token/price');
    expect(launch.body.bitcoin.usd).toBe(TOKEN.launchPriceUsd);
    // The token traded before this world: its 24h change is the walk's, not a flat start.
    expect(launch.body.bitcoin.usd_24h_change).not.toBe(0);
    await world.sim.control.advance(2 * DAY);
    const week = await call<AnalyticsSeries>(world, '/analytics/BetKingsTokenPrice', { timeframe: 7 });
    const month = await call<AnalyticsSeries>(world, '/analytics/BetKingsTokenPrice', { timeframe: 30 });
    // Now is 2024-05-03 12:00: hourly from 04-27 00:00 (156 points) and now; 4-hourly from 04-04 00:00.
    expect(week.body.labels).toHaveLength(157);
    expect(week.body.labels[0]).toBe('2024-04-27T00:00:00.000Z');
    expect(month.body.labels).toHaveLength(178);
    expect(month.body.labels[0]).toBe('2024-04-04T00:00:00.000Z');
  });
});

describe('burns and supply', () => {
  it('burn a share of each hour of revenue at the hour-end price, and the supply falls by as much', async () => {
    const world = await startWorld();
    const loser = await funded(world, 1_000);
    const ctx = await world.sim.context();
    // Two lost trades of $50 in two hours: the house gains $100, $20 of it burns.
    await tradeRows(ctx, loser.user._id, 5_000, 0);
    await world.sim.control.advance(HOUR);
    await tradeRows(ctx, loser.user._id, 5_000, 0);
    await world.sim.control.advance(HOUR);
    const burn = (await call<BurnAnswer>(world, '/analytics/burn', { timeframe: 7 })).body;
    const prices = (await call<AnalyticsSeries>(world, '/analytics/BetKingsTokenPrice', { timeframe: 7 }))
      .body;
    // The hours end at 13:00 and 14:00: those points of the hourly chart.
    const priceAt = (label: string) => prices.values[prices.labels.indexOf(label)]!;
    const share = (50 * TOKEN.burnPercent) / 100;
    const expected =
      share / priceAt('2024-05-01T13:00:00.000Z') + share / priceAt('2024-05-01T14:00:00.000Z');
    expect(burn.burn).toBeCloseTo(expected, 1);
    expect(burn.data).toEqual([
      { dimensions: { date: '2024-05-01' }, metrics: { burnt: burn.burn, usd: 2 * share } },
    ]);
    const supply = (await call<AnalyticsSeries>(world, '/analytics/BetKingsSupply', { timeframe: 7 })).body;
    expect(supply.values).toEqual([Math.round((TOKEN.initialSupply - expected) * 100) / 100]);
    // A day later the 24 hours hold nothing, the day's bar and the lower supply stay.
    await world.sim.control.advance(DAY);
    const later = (await call<BurnAnswer>(world, '/analytics/burn', { timeframe: 7 })).body;
    expect(later.burn).toBe(0);
    expect(later.data.map((item) => item.metrics.burnt)).toEqual([burn.burn, 0]);
  });

  it('burns nothing in an hour the house lost', async () => {
    const world = await startWorld();
    const winner = await funded(world, 1_000);
    await tradeRows(await world.sim.context(), winner.user._id, 1_000, 5_000);
    const burn = (await call<BurnAnswer>(world, '/analytics/burn')).body;
    expect(burn.burn).toBe(0);
    const futures = (await call<ProfitAnswer>(world, '/analytics/expectedProfit/futures')).body;
    expect(futures.totalProfit).toBe(-40);
  });
});

describe('the cash share', () => {
  it("pays the week's pool by wagering: the caller sees their part, a guest none", async () => {
    const world = await startWorld();
    const big = await funded(world, 1_000);
    const small = await funded(world, 1_000);
    const ctx = await world.sim.context();
    // $300 and $100 wagered, all lost: revenue $400, a pool of $40 split 3:1.
    await tradeRows(ctx, big.user._id, 30_000, 0);
    await tradeRows(ctx, small.user._id, 10_000, 0);
    const week = (token: string | null) =>
      call<PayoutAnswer>(world, '/analytics/revShare/payout', { timeframe: 7 }, token);
    const pool = (400 * TOKEN.revSharePercent) / 100;
    // 2024-05-01 is a Wednesday: its week ends on Sunday 2024-05-05.
    const accruing = { date: '2024-05-05', status: 'accruing' };
    expect((await week(big.token)).body.data).toEqual([
      { dimensions: accruing, metrics: { payout: pool, share: 30 } },
    ]);
    expect((await week(small.token)).body.data[0]!.metrics.share).toBe(10);
    expect((await week(null)).body.data[0]!.metrics).toEqual({ payout: pool, share: 0 });
    // After Sunday midnight the week is paid and a new one accrues.
    await world.sim.control.advance(5 * DAY);
    const again = await login(world, small.login, 'correct-horse');
    const after = (await week(again.token)).body.data;
    expect(after.map((item) => item.dimensions)).toEqual([
      { date: '2024-05-05', status: 'paid' },
      { date: '2024-05-12', status: 'accruing' },
    ]);
    expect(after.map((item) => item.metrics)).toEqual([
      { payout: pool, share: 10 },
      { payout: 0, share: 0 },
    ]);
  });
});
