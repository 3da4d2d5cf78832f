/**
 * The crowd moves only with the sim clock and only as its seed says: the same seed gives byte-identical
 * broadcasts and stored bets over simulated minutes, another seed other ones, and a sim without a world
 * broadcasts none of the crowd's events while its clock runs.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { PUBLIC_EVENTS } from '@contract/index';
import { MINUTE, crowdWorld, eventsOf, live, startWorld, type World } from './helpers';

async function stored(world: World) {
  const { db } = await world.sim.context();
  return JSON.stringify([await db.bets.toArray(), await db.ledger.toArray(), await db.seedPairs.toArray()]);
}

describe('the crowd on the sim clock', () => {
  it('gives the same broadcasts and stored bets for the same seed', async () => {
    const a = await crowdWorld({ seed: 'crowd-same' });
    const b = await crowdWorld({ seed: 'crowd-same' });
    await live(a, 4 * MINUTE);
    await live(b, 4 * MINUTE);
    expect(eventsOf(a, PUBLIC_EVENTS.liveGame).length).toBeGreaterThan(60);
    expect(JSON.stringify(b.broadcasts)).toBe(JSON.stringify(a.broadcasts));
    expect(await stored(b)).toBe(await stored(a));
  });

  it('gives the same first 1,000 events, as a hash, for the same seed', async () => {
    const FIRST = 1_000;
    const firstEvents = async (seed: string) => {
      const world = await crowdWorld({ seed });
      // Live until the crowd has said and done at least 1,000 things, then hash exactly the first 1,000.
      while (world.broadcasts.length < FIRST) await live(world, MINUTE);
      const events = world.broadcasts.slice(0, FIRST);
      return { hash: bytesToHex(sha256(utf8ToBytes(JSON.stringify(events)))), events };
    };
    const a = await firstEvents('crowd-thousand');
    const b = await firstEvents('crowd-thousand');
    const other = await firstEvents('crowd-thousand-other');
    expect(b.hash).toBe(a.hash);
    expect(other.hash).not.toBe(a.hash);
    // The thousand are the crowd's own doing (bets, chat), not only clock ticks.
    const bets = a.events.filter(({ event }) => event === PUBLIC_EVENTS.liveGame);
    expect(bets.length).toBeGreaterThan(100);
  });

  it('gives other events for another seed', async () => {
    const a = await crowdWorld({ seed: 'crowd-one' });
    const b = await crowdWorld({ seed: 'crowd-two' });
    await live(a, 2 * MINUTE);
    await live(b, 2 * MINUTE);
    const bets = (world: World) => JSON.stringify(eventsOf(world, PUBLIC_EVENTS.liveGame));
    expect(bets(a)).not.toBe(bets(b));
  });

  it('does nothing until the clock moves, and nothing at all without a world', async () => {
    const crowd = await crowdWorld({ seed: 'crowd-still' });
    await crowd.sim.control.settle();
    expect(crowd.broadcasts).toEqual([]);

    const quiet = await startWorld({ seed: 'crowd-still' });
    await live(quiet, 5 * MINUTE, 10_000);
    // Other domains may tick (the chat's online count); the crowd's events never come.
    const crowdEvents = [
      PUBLIC_EVENTS.liveGame,
      PUBLIC_EVENTS.chatMessage,
      PUBLIC_EVENTS.chatNewQuiz,
    ] as string[];
    expect(quiet.broadcasts.filter(({ event }) => crowdEvents.includes(event))).toEqual([]);
    const { db } = await quiet.sim.context();
    expect(await db.bets.count()).toBe(0);
  });
});
