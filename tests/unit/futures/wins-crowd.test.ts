/**
 * Trades in the live feed and the crowd's trading: a real-money position that ends with a profit is a latest
 * win of kind 'trade' (broadcast at once, and answered by all_wins among the games' wins); a demo one or a
 * loss is not. The crowd opens positions through the same calls and the ledger, mostly at 10x to 200x, and
 * its positions end on the market or by hand.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, type LatestWinItem } from '@contract/index';
import { TRADING_EVENTS, type PublicTrade } from '@contract/trading';
import type { SimContext } from '../../../src/sim/context';
import { DEFAULT_WORLD_RATES } from '../../../src/sim/world/population';
import type { Crowd } from '../../../src/sim/world/population/crowd';
import { OnlineCrowd } from '../../../src/sim/world/population/online';
import { ensurePopulation } from '../../../src/sim/world/population/population';
import { behaviourRandom } from '../../../src/sim/world/population/random';
import { holdOf, tradingProcess } from '../../../src/sim/world/population/trading';
import { recordingChat } from '../sim-world/helpers';
import { startWorld } from '../sim/world';
import { openDesk } from '../../../src/sim/domains/futures/service';
import { fakeMarkets } from './fake-market';
import { futuresWorld, ledgerProblems, openAs, pass, positionOf } from './helpers';

const MINUTE = 60_000;

/** The crowd with only its traders at work (the whole world would spend the test's time on its bets). */
async function tradingCrowd(ctx: SimContext, betsPerMinute: number) {
  const roster = await ensurePopulation(ctx, 60);
  const random = behaviourRandom(ctx.seed, 1);
  const online = new OnlineCrowd(roster, random.online);
  online.refresh(0.5, false);
  const crowd: Crowd = {
    ctx,
    roster,
    byId: new Map(roster.map((profile) => [profile.userId, profile])),
    online,
    random,
    chat: recordingChat(() => ctx).chat,
    rates: () => ({ ...DEFAULT_WORLD_RATES, betsPerMinute }),
    at: (at, name, task) => void ctx.scheduler.at(at, name, task),
  };
  const process = tradingProcess(crowd);
  process.restart();
  return { crowd, process };
}

describe('trade wins', () => {
  it('reach the wins ticker and all_wins as kind trade; demo wins and losses do not', async () => {
    const { world, markets, player } = await futuresWorld('trade-wins');
    const start = world.clock.now();
    const win = positionOf(await openAs(world, player, { wager: 10, multiplier: 100, takeProfit: 50_100 }));
    const demo = positionOf(await openAs(world, player, { demo: true, multiplier: 100, takeProfit: 50_100 }));
    const loss = positionOf(await openAs(world, player, { direction: 'down', multiplier: 10 }));
    markets.setPath('BTC', start, [
      [0, 50_000],
      [10_000, 50_100],
    ]);
    await pass(world, 15_000);
    await world.call('POST', '/api/trading/close', { id: loss._id }, player.token);

    const pushed = world.broadcasts
      .filter((entry) => entry.channel === PUBLIC_CHANNEL && entry.event === PUBLIC_EVENTS.tradingWin)
      .map((entry) => entry.payload as LatestWinItem);
    expect(pushed.map((item) => item._id)).toEqual([win._id]);
    const [item] = pushed;
    // +0.2 % at 100x: +20 %, less 1.5 % of it: the payout is 11.97 of 10.
    expect(item).toMatchObject({
      kind: 'trade',
      ticker: 'BTC',
      game: 'Bitcoin',
      name: 'Bitcoin',
      player: player.login,
      currency: 'usdt',
      profit: 11.97,
      multiplier: 1.197,
      image: '/art/markets/btc.svg',
    });
    expect(item!.usdProfit).toBeCloseTo(11.97, 1);

    const answer = await world.call<LatestWinItem[]>(
      'POST',
      '/api/data/latestGames',
      { mode: 'casino', type: 'all_wins', count: 9 },
      null,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((entry) => [entry._id, entry.kind])).toEqual([[win._id, 'trade']]);
    expect(demo.demo).toBe(true);
  });
});

describe("the crowd's trading", () => {
  it('opens positions through the ledger, mostly 10x to 200x, that end on the market or by hand', async () => {
    const world = await startWorld({ seed: 'crowd-trades' });
    const ctx = await world.sim.context();
    const start = world.clock.now();
    const markets = fakeMarkets(start);
    // A slow 3 % climb with a dip: shorts at high multipliers bust, some take profits and stops are hit.
    markets.setPath('BTC', start, [
      [0, 50_000],
      [20 * MINUTE, 51_000],
      [25 * MINUTE, 50_400],
      [40 * MINUTE, 51_500],
    ]);
    markets.setPath('ETH', start, [
      [0, 3_000],
      [40 * MINUTE, 2_950],
    ]);
    openDesk(ctx, markets);
    const { crowd, process } = await tradingCrowd(ctx, 100);
    await pass(world, 30 * MINUTE, 10_000);
    process.stop();

    const positions = await ctx.db.positions.toArray();
    const crowdIds = new Set(crowd.roster.map((profile) => profile.userId));
    expect(positions.length).toBeGreaterThan(100);
    expect(positions.every((position) => crowdIds.has(position.userId) && !position.demo)).toBe(true);
    const usual = positions.filter((position) => position.multiplier >= 10 && position.multiplier <= 200);
    expect(usual.length / positions.length).toBeGreaterThan(0.6);
    expect(positions.some((position) => position.multiplier === 1000)).toBe(true);
    expect(positions.some((position) => position.takeProfit !== null)).toBe(true);
    const statuses = new Set(positions.map((position) => position.status));
    for (const status of ['busted', 'closed', 'takeProfit', 'stopLoss', 'open'])
      expect(statuses).toContain(status);

    const wagers = await ctx.db.ledger.filter((row) => row.reason === 'trade_wager').count();
    expect(wagers).toBe(positions.length);
    expect(await ledgerProblems(world)).toEqual([]);
    const trades = world.broadcasts.filter((entry) => entry.event === TRADING_EVENTS.trade);
    expect(trades.length).toBeGreaterThan(positions.length);
    expect((trades[0]!.payload as PublicTrade).status).toBe('open');
  });

  it('holds a position 2 to 45 minutes, or up to 6 hours for a third of them', () => {
    const holds = Array.from({ length: 300 }, (_, index) =>
      holdOf(((index * 2_654_435_761) >>> 0).toString(16).padStart(8, '0').repeat(3)),
    );
    const long = holds.filter((hold) => hold === 6 * 60 * MINUTE).length;
    expect(long / holds.length).toBeGreaterThan(0.2);
    expect(long / holds.length).toBeLessThan(0.45);
    for (const hold of holds.filter((value) => value !== 6 * 60 * MINUTE)) {
      expect(hold).toBeGreaterThanOrEqual(2 * MINUTE);
      expect(hold).toBeLessThanOrEqual(45 * MINUTE);
    }
  });
});
