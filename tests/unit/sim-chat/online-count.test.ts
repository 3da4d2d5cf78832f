import { describe, expect, it } from 'vitest';
import { PUBLIC_CHANNEL, PUBLIC_EVENTS } from '@contract/index';
import { ONLINE_COUNT_INTERVAL_MS } from '../../../src/sim/domains/chat/online-count';
import { login, startWorld } from './helpers';

const onlineCounts = (broadcasts: { channel: string; event: string; payload: unknown }[]) =>
  broadcasts
    .filter((entry) => entry.channel === PUBLIC_CHANNEL && entry.event === PUBLIC_EVENTS.onlineUsers)
    .map((entry) => (entry.payload as { count: number }).count);

describe('online count', () => {
  it('announces the number of players online every 30 s of sim time, only when it changed', async () => {
    const world = await startWorld();
    await world.sim.control.advance(ONLINE_COUNT_INTERVAL_MS);
    await world.sim.control.settle();
    expect(onlineCounts(world.broadcasts)).toEqual([]);

    await login(world, 'player', 'player123');
    await world.sim.control.advance(ONLINE_COUNT_INTERVAL_MS);
    await world.sim.control.settle();
    await world.sim.control.advance(ONLINE_COUNT_INTERVAL_MS);
    await world.sim.control.settle();
    expect(onlineCounts(world.broadcasts)).toEqual([1]);
  });
});
