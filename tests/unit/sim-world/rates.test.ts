/**
 * The crowd's rates: defaults, starting rates from createSim, checked changes at run time through the
 * control API, and the change showing in how many bets the feed carries.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_EVENTS } from '@contract/index';
import { DEFAULT_WORLD_RATES, NO_WORLD_RATES } from '../../../src/sim/world/population';
import { MINUTE, crowdWorld, eventsOf, live, startWorld } from './helpers';

const bets = (world: Parameters<typeof eventsOf>[0]) => eventsOf(world, PUBLIC_EVENTS.liveGame).length;

describe('world rates', () => {
  it('start at the defaults, or at the rates createSim was given', async () => {
    const plain = await crowdWorld({ seed: 'rates-default' });
    expect(await plain.sim.control.worldRates()).toEqual(DEFAULT_WORLD_RATES);
    const slow = await crowdWorld({ seed: 'rates-start', rates: { betsPerMinute: 2 } });
    expect(await slow.sim.control.worldRates()).toEqual({ ...DEFAULT_WORLD_RATES, betsPerMinute: 2 });
  });

  it('change at run time, and the feed follows', async () => {
    const world = await crowdWorld({ seed: 'rates-change', rates: { betsPerMinute: 10 } });
    await live(world, 5 * MINUTE);
    const slow = bets(world);
    expect(slow).toBeGreaterThan(20);
    expect(slow).toBeLessThan(100);

    expect(await world.sim.control.setWorldRates({ betsPerMinute: 60 })).toMatchObject({ betsPerMinute: 60 });
    await live(world, 5 * MINUTE);
    const fast = bets(world) - slow;
    expect(fast).toBeGreaterThan(slow * 3);

    await world.sim.control.setWorldRates({ betsPerMinute: 0 });
    // Seats already taken at a live table are still settled (their round is under way); then nothing new.
    await live(world, MINUTE);
    const before = bets(world);
    await live(world, 5 * MINUTE);
    expect(bets(world)).toBe(before);
  });

  it('bring fewer players online for a smaller active share', async () => {
    const players = async (activeShare: number) => {
      const world = await crowdWorld({ seed: 'rates-share', rates: { activeShare, betsPerMinute: 60 } });
      await live(world, 3 * MINUTE);
      const { db } = await world.sim.context();
      return new Set((await db.bets.toArray()).map((bet) => bet.userId)).size;
    };
    expect(await players(0.1)).toBeLessThanOrEqual(8);
    expect(await players(0.9)).toBeGreaterThan(15);
  });

  it('refuse bad values and leave the rates as they were', async () => {
    const world = await crowdWorld({ seed: 'rates-bad' });
    for (const patch of [
      { betsPerMinute: -1 },
      { activeShare: 2 },
      { tipsPerHour: Number.NaN },
      { nope: 1 },
    ]) {
      await expect(world.sim.control.setWorldRates(patch as never)).rejects.toThrow(RangeError);
    }
    expect(await world.sim.control.worldRates()).toEqual(DEFAULT_WORLD_RATES);
  });

  it('are all 0 without a world, which cannot be given rates', async () => {
    const world = await startWorld({ seed: 'rates-none' });
    expect(await world.sim.control.worldRates()).toEqual(NO_WORLD_RATES);
    await expect(world.sim.control.setWorldRates({ betsPerMinute: 5 })).rejects.toThrow(/without a world/);
  });
});
