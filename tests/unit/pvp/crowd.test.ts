/**
 * The crowd plays pools as players do: its moves open real-money pools on upcoming matches and join open
 * ones (a person's too), through the pools' own calls and the ledger. The moves are made one by one on a
 * crowd of the world's own making, without the rest of its activities.
 */
import { describe, expect, it } from 'vitest';
import type { SimContext } from '../../../src/sim/context';
import { domainChat } from '../../../src/sim/world/population/chat-port';
import type { Crowd } from '../../../src/sim/world/population/crowd';
import { OnlineCrowd } from '../../../src/sim/world/population/online';
import { ensurePopulation } from '../../../src/sim/world/population/population';
import { CROWD_OPEN_POOLS_MAX, pvpMove } from '../../../src/sim/world/population/pvp';
import { behaviourRandom } from '../../../src/sim/world/population/random';
import { DEFAULT_WORLD_RATES } from '../../../src/sim/world/population/rates';
import { startWorld } from '../sim/world';
import { ledgerProblems, openAs, openBody, player, poolOf, upcoming } from './helpers';

async function crowdOf(ctx: SimContext): Promise<Crowd> {
  const roster = await ensurePopulation(ctx, 30);
  const random = behaviourRandom(ctx.seed, 1);
  const online = new OnlineCrowd(roster, random.online);
  online.refresh(1, false);
  return {
    ctx,
    roster,
    byId: new Map(roster.map((profile) => [profile.userId, profile])),
    online,
    random,
    chat: domainChat,
    rates: () => DEFAULT_WORLD_RATES,
    at: (at, name, task) => void ctx.scheduler.at(at, name, task),
  };
}

describe('the crowd and the pools', () => {
  it('opens pools on upcoming matches and joins open ones, a person\u2019s among them', async () => {
    const world = await startWorld({ seed: 'pvp-crowd' });
    const ctx = await world.sim.context();
    const crowd = await crowdOf(ctx);
    const person = await player(world);
    const match = await upcoming(world, 1, 30 * 60_000);
    const mine = poolOf(await openAs(world, person, openBody(match.id)));
    for (let move = 0; move < 40; move += 1) await pvpMove(crowd);

    const pools = await ctx.db.pvpPools.toArray();
    const crowdPools = pools.filter((pool) => crowd.byId.has(pool.openedBy));
    expect(crowdPools.length).toBeGreaterThan(0);
    expect(crowdPools.length).toBeLessThanOrEqual(CROWD_OPEN_POOLS_MAX);
    expect(crowdPools.every((pool) => !pool.demo && pool.status === 'open')).toBe(true);
    const joins = pools.flatMap((pool) => pool.entries.slice(1));
    expect(joins.length).toBeGreaterThan(crowdPools.length);
    expect(joins.every((entry) => crowd.byId.has(entry.userId))).toBe(true);
    const mineNow = pools.find((pool) => pool._id === mine._id)!;
    expect(mineNow.entries.length).toBeGreaterThan(1);
    // One entry per player and pool, as the pools' rule says.
    for (const pool of pools)
      expect(new Set(pool.entries.map((entry) => entry.userId)).size).toBe(pool.entries.length);
    expect(await ledgerProblems(world)).toEqual([]);
  });
});
