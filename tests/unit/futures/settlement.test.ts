/**
 * Settlement on the sim clock: an open position ends at the first tick of its market's path that busts it
 * (nothing paid), reaches its stop loss or its take profit (paid at that tick's price), with that tick's time;
 * also when the clock jumps far ahead in one step, and also for positions nobody watches. Each market's ticks
 * are walked once for all its positions.
 */
import { describe, expect, it } from 'vitest';
import { TRADING_EVENTS, type FuturesPosition, type PublicTrade } from '@contract/trading';
import { USER_EVENTS, userChannel } from '@contract/index';
import { endAt, findEnds } from '../../../src/sim/domains/futures/settle';
import { endResult } from '../../../src/sim/domains/futures/end';
import { FUNDS, balanceOf, futuresWorld, ledgerProblems, openAs, pass, positionOf } from './helpers';
import { fakeMarkets } from './fake-market';

const T0 = Date.UTC(2024, 4, 1, 12);

const watched = (patch: Partial<Parameters<typeof endAt>[0]>) => ({
  _id: 'p',
  direction: 'up' as const,
  bustPrice: 99,
  takeProfit: null,
  stopLoss: null,
  openedAt: T0,
  ...patch,
});

describe('the first crossing tick', () => {
  it('busts before the stop loss when a tick gaps through both, and takes profit at or beyond the level', () => {
    const long = watched({ stopLoss: 99.5, takeProfit: 101 });
    expect(endAt(long, 100)).toBeNull();
    expect(endAt(long, 99.5)).toBe('stopLoss');
    expect(endAt(long, 98)).toBe('busted');
    expect(endAt(long, 101)).toBe('takeProfit');
    const short = watched({ direction: 'down', bustPrice: 101, stopLoss: 100.5, takeProfit: 99 });
    expect(endAt(short, 100.7)).toBe('stopLoss');
    expect(endAt(short, 101)).toBe('busted');
    expect(endAt(short, 98.9)).toBe('takeProfit');
  });

  it('is found on the path for each position of a market, in one walk', () => {
    const markets = fakeMarkets(T0, { BTC: 100, ETH: 1 });
    // Up to 102 in 20 s, then down to 97 over the next 50 s.
    markets.setPath('BTC', T0, [
      [0, 100],
      [20_000, 102],
      [70_000, 97],
    ]);
    const positions = [
      watched({ _id: 'tp', takeProfit: 101 }),
      watched({ _id: 'sl', stopLoss: 99.5 }),
      watched({ _id: 'bust', bustPrice: 98 }),
      watched({ _id: 'short-bust', direction: 'down', bustPrice: 101.5 }),
    ];
    const ends = findEnds(markets, 'BTC', positions, T0 - 5_000, T0 + 120_000);
    expect(ends).toEqual([
      { id: 'tp', status: 'takeProfit', exitPrice: 101, at: T0 + 10_000 },
      { id: 'short-bust', status: 'busted', exitPrice: 101.5, at: T0 + 15_000 },
      // From 102 at 20 s down 0.1 a second: 99.5 at 45 s, 98 at 60 s.
      { id: 'sl', status: 'stopLoss', exitPrice: 99.5, at: T0 + 45_000 },
      { id: 'bust', status: 'busted', exitPrice: 98, at: T0 + 60_000 },
    ]);
    // One walk from the first opening, which stops once nothing is left to watch.
    expect(markets.scanned).toBe(60);
  });

  it('watches a position from the tick after its opening, and walks on while one can still end', () => {
    const markets = fakeMarkets(T0, { BTC: 100, ETH: 1 });
    markets.setPath('BTC', T0, [
      [0, 100],
      [20_000, 102],
      [70_000, 97],
    ]);
    const late = watched({ _id: 'late', takeProfit: 101.5, bustPrice: 90, openedAt: T0 + 30_500 });
    // Opened at 101.1 on the way down: the take profit was passed before, never after.
    expect(findEnds(markets, 'BTC', [late], T0, T0 + 120_000)).toEqual([]);
    expect(markets.scanned).toBe(90);
    const earlier = watched({ _id: 'early', takeProfit: 101.5, bustPrice: 90, openedAt: T0 + 4_000 });
    expect(findEnds(markets, 'BTC', [earlier], T0 + 10_000, T0 + 120_000)).toEqual([
      { id: 'early', status: 'takeProfit', exitPrice: 101.5, at: T0 + 15_000 },
    ]);
  });

  it('pays a take profit at the tick price and a bust nothing', () => {
    const record = {
      wager: 1_000,
      entryPrice: 100,
      multiplier: 100,
      direction: 'up' as const,
    } as Parameters<typeof endResult>[0];
    expect(endResult(record, { status: 'busted', exitPrice: 99 })).toEqual({ payout: 0, fee: 0 });
    // +1 % at 100x: +100 % ROI, fee 1.5 % of the profit.
    expect(endResult(record, { status: 'takeProfit', exitPrice: 101 })).toEqual({ payout: 1_985, fee: 15 });
    // +20 % at 100x is capped at max_roi (1000 %).
    expect(endResult(record, { status: 'takeProfit', exitPrice: 120 })).toEqual({ payout: 10_850, fee: 150 });
  });
});

describe('settlement in the sim', () => {
  it('takes profit, stops loss and busts at the first crossing, with ledger rows and events', async () => {
    const { world, ctx, markets, player } = await futuresWorld('settle-sim');
    const start = world.clock.now();
    const tp = positionOf(await openAs(world, player, { multiplier: 100, takeProfit: 50_200 }));
    const sl = positionOf(
      await openAs(world, player, { multiplier: 100, direction: 'down', stopLoss: 50_100 }),
    );
    const bust = positionOf(
      await openAs(world, player, { multiplier: 1000, direction: 'down', ticker: 'ETH' }),
    );
    markets.setPath('BTC', start, [
      [0, 50_000],
      [30_000, 50_300],
    ]);
    markets.setPath('ETH', start, [
      [0, 3_000],
      [10_000, 3_010],
    ]);
    await pass(world, 40_000);

    const stored = async (id: string) => (await ctx.db.positions.get(id))!;
    // BTC +10 a second: 50 100 at 10 s (the short's stop), 50 200 at 20 s (the long's take profit).
    expect(await stored(sl._id)).toMatchObject({
      status: 'stopLoss',
      exitPrice: 50_100,
      closedAt: start + 10_000,
    });
    expect(await stored(tp._id)).toMatchObject({
      status: 'takeProfit',
      exitPrice: 50_200,
      closedAt: start + 20_000,
    });
    // ETH +1 a second; a 1000x short busts at 3003, first reached at 3 s.
    expect(await stored(bust._id)).toMatchObject({
      status: 'busted',
      exitPrice: 3_003,
      payout: 0,
      closedAt: start + 3_000,
    });

    const paid = [tp, sl].map(
      (position) => ctx.db.positions.get(position._id) as Promise<{ payout: number }>,
    );
    const payouts = (await Promise.all(paid)).map((record) => record.payout);
    expect(payouts[0]).toBeGreaterThan(1_000);
    expect(payouts[1]).toBeLessThan(1_000);
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 3_000 + payouts[0]! + payouts[1]!);
    expect(await ledgerProblems(world)).toEqual([]);

    const mine = world.broadcasts.filter(
      (entry) =>
        entry.channel === userChannel(player.user._id) && entry.event === USER_EVENTS.tradingPosition,
    );
    const ends = mine
      .map((entry) => entry.payload as FuturesPosition)
      .filter((position) => position.status !== 'open');
    expect(ends.map((position) => position.status)).toEqual(['busted', 'stopLoss', 'takeProfit']);
    const trades = world.broadcasts
      .filter((entry) => entry.event === TRADING_EVENTS.trade)
      .map((entry) => entry.payload as PublicTrade);
    expect(trades.map((trade) => trade.status)).toEqual([
      'open',
      'open',
      'open',
      'busted',
      'stopLoss',
      'takeProfit',
    ]);
  });

  it('settles on the whole path after a jump of the clock, with the crossing tick time', async () => {
    const { world, ctx, markets, player } = await futuresWorld('settle-jump');
    const start = world.clock.now();
    const long = positionOf(await openAs(world, player, { multiplier: 50, takeProfit: 51_000 }));
    // The price reaches the level 3 hours in and falls back later: only a walk over the path can see it.
    markets.setPath('BTC', start, [
      [0, 50_000],
      [3 * 3_600_000, 51_000],
      [4 * 3_600_000, 49_500],
    ]);
    await world.sim.control.advance(24 * 3_600_000);
    await world.sim.control.settle();
    expect(await ctx.db.positions.get(long._id)).toMatchObject({
      status: 'takeProfit',
      exitPrice: 51_000,
      closedAt: start + 3 * 3_600_000,
    });
    expect(await balanceOf(world, player.user._id)).toBeGreaterThan(FUNDS);
  });

  it('ends a position the market already ended when its owner closes it late', async () => {
    const { world, markets, player } = await futuresWorld('settle-close');
    const start = world.clock.now();
    const short = positionOf(await openAs(world, player, { multiplier: 1000, direction: 'down' }));
    markets.setPath('BTC', start, [
      [0, 50_000],
      [500, 50_100],
    ]);
    // The clock moved, but no scheduler run has happened yet (the raw clock, not control.advance): the close
    // settles first.
    world.clock.advance(3_000);
    const answer = positionOf(
      await world.call('POST', '/api/trading/close', { id: short._id }, player.token),
    );
    expect(answer).toMatchObject({ status: 'busted', profit: -10 });
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 1_000);
  });
});
