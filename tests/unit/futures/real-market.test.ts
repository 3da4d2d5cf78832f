/**
 * The futures on the markets domain's own model (no fake path): a position opens at the market's tick now, a
 * QA shock (control.marketShock) busts a 1000x position or takes a 100x position's profit at the next
 * settlement, and positions a reload left open are settled by the reopened world without any call.
 */
import { describe, expect, it } from 'vitest';
import type { FuturesPosition } from '@contract/trading';
import { loadMarketModel } from '../../../src/sim/domains/markets';
import { register, startWorld } from '../sim/world';
import { FUNDS, balanceOf, credit, ledgerProblems, openAs, pass, positionOf } from './helpers';

async function realWorld(seed: string, options: { dbName?: string; startMs?: number } = {}) {
  const world = await startWorld({ seed, ...options });
  return { world, ctx: await world.sim.context() };
}

describe('futures on the real market model', () => {
  it('open at the tick now; a shock against a 1000x position busts it at the next tick', async () => {
    const { world, ctx } = await realWorld('real-bust');
    const player = await register(world);
    await credit(world, player.user._id, 'real', FUNDS);
    const markets = await loadMarketModel(ctx);
    const long = positionOf(await openAs(world, player, { multiplier: 1000 }));
    expect(long.entryPrice).toBe(markets.priceAt('BTC', world.clock.now()));

    const shockAt = world.clock.now();
    await world.sim.control.marketShock('BTC', -1);
    await pass(world, 3_000);
    const ended = await ctx.db.positions.get(long._id);
    expect(ended).toMatchObject({ status: 'busted', payout: 0 });
    expect(ended!.closedAt).toBeGreaterThan(shockAt);
    expect(ended!.closedAt).toBeLessThanOrEqual(shockAt + 2_000);
    expect(ended!.exitPrice).toBeLessThanOrEqual(long.bustPrice);
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 1_000);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('settles the positions a reload left open, in the reopened world', async () => {
    const dbName = `futures-reload-${crypto.randomUUID()}`;
    const first = await realWorld('real-reload', { dbName });
    const player = await register(first.world);
    await credit(first.world, player.user._id, 'real', FUNDS);
    const opened = positionOf(await openAs(first.world, player, { multiplier: 100 }));
    const takeProfit = Number((opened.entryPrice * 1.005).toFixed(2));
    const moved = await first.world.call<FuturesPosition>(
      'POST',
      '/api/trading/limits',
      { id: opened._id, takeProfit, stopLoss: null },
      player.token,
    );
    expect(positionOf(moved).takeProfit).toBe(takeProfit);
    const closedAt = first.world.clock.now();
    await first.world.sim.close();

    const second = await realWorld('real-reload', { dbName, startMs: closedAt + 1_000 });
    await second.world.sim.control.marketShock('BTC', 3);
    await pass(second.world, 3_000);
    const ended = await second.ctx.db.positions.get(opened._id);
    expect(ended).toMatchObject({ status: 'takeProfit' });
    expect(ended!.exitPrice).toBeGreaterThanOrEqual(takeProfit);
    expect(await balanceOf(second.world, player.user._id)).toBeGreaterThan(FUNDS);
  });
});
