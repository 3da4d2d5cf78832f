/**
 * The sports world's calls and the sports channel's pushes: lists by filter, one event, search, refusals, and a
 * push only for what changed apart from a running clock.
 */
import { describe, expect, it } from 'vitest';
import {
  SPORTS_CHANNEL,
  SPORTS_EVENTS,
  type SportCategory,
  type SportEvent,
  type SportsTick,
} from '@contract/sports';
import { createSportsModel } from '../../../src/sim/domains/sports/model';
import { createSportsFeed } from '../../../src/sim/domains/sports/feed';
import { startWorld } from '../sim/world';

const START = Date.UTC(2026, 10, 27, 18);

describe('the sport calls', () => {
  it('list live events of every sport, and upcoming ones (not started) by kick-off', async () => {
    const world = await startWorld({ startMs: START });
    const live = (await world.call<SportEvent[]>('POST', '/api/sport/events', { filter: 'live', limit: 200 }))
      .body;
    expect(live.length).toBeGreaterThan(20);
    expect(live.every((event) => event.match.status === 'live' && event.markets.length > 0)).toBe(true);

    const upcoming = (await world.call<SportEvent[]>('POST', '/api/sport/events', { sportId: 1 })).body;
    expect(upcoming.length).toBe(50);
    expect(upcoming.every((event) => event.match.sportId === 1 && event.league.sportId === 1)).toBe(true);
    expect(
      upcoming.every((event) => event.match.status === 'scheduled' && event.match.startsAt > START),
    ).toBe(true);
    const starts = upcoming.map((event) => event.match.startsAt);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('answer one event with its incidents, and refuse unknown sports and events', async () => {
    const world = await startWorld({ startMs: START });
    // A scoring sport's incidents add up to its score (tennis and table tennis count games and points instead).
    const live = (await world.call<SportEvent[]>('POST', '/api/sport/events', { filter: 'live' })).body.find(
      (event) => ![5, 20].includes(event.match.sportId),
    );
    const detail = await world.call<SportEvent & { incidents: Array<{ points: number }> }>(
      'POST',
      '/api/sport/event',
      {
        id: live!.match.id,
      },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.match.id).toBe(live!.match.id);
    const points = detail.body.incidents.reduce((sum, incident) => sum + incident.points, 0);
    expect(points).toBe(live!.match.score.home + live!.match.score.away);

    expect((await world.call('POST', '/api/sport/event', { id: '1-0-99999999' })).status).toBe(404);
    expect((await world.call('POST', '/api/sport/events', { sportId: 999 })).status).toBe(404);
    expect((await world.call('POST', '/api/sport/search', { query: 'x' })).status).toBe(422);
  });

  it('find events by a team name', async () => {
    const world = await startWorld({ startMs: START });
    const [first] = (await world.call<SportEvent[]>('POST', '/api/sport/events', { sportId: 2 })).body;
    const name = first!.match.away.name;
    const found = (await world.call<SportEvent[]>('POST', '/api/sport/search', { query: name.toUpperCase() }))
      .body;
    expect(found.map((event) => event.match.id)).toContain(first!.match.id);
    for (const event of found)
      expect(
        `${event.match.home.name} ${event.match.away.name} ${event.league.name}`.toLowerCase(),
      ).toContain(name.toLowerCase());
  });
});

describe('the sports channel', () => {
  it('pushes every live match once, then only what changed apart from the clock', () => {
    const model = createSportsModel('feed-test');
    const feed = createSportsFeed(model);
    const first = feed.tick(START).tick!;
    const live = first.matches.filter((match) => match.status === 'live');
    expect(live.length).toBeGreaterThan(20);
    const later = feed.tick(START + 1_000).tick;
    // A second later most clocks moved, yet only matches with a new score, period or status are pushed.
    expect(later?.matches.length ?? 0).toBeLessThan(live.length / 4);
    for (const match of later?.matches ?? []) {
      const before = first.matches.find((entry) => entry.id === match.id);
      expect(before && { ...before, clock: 0 }).not.toEqual({ ...match, clock: 0 });
    }
  });

  it('pushes a score, the market moves and the counts as matches start and end', async () => {
    const world = await startWorld({ startMs: START });
    await world.sim.control.advance(60_000);
    await world.sim.control.settle();
    // Silent until the sports world is first read (a sport screen's first call), then every second.
    expect(world.broadcasts.filter((entry) => entry.channel === SPORTS_CHANNEL)).toEqual([]);
    await world.call('POST', '/api/sport/categories');
    await world.sim.control.advance(30 * 60_000);
    await world.sim.control.settle();
    await world.sim.control.advance(1_000);
    await world.sim.control.settle();
    const pushes = world.broadcasts.filter((entry) => entry.channel === SPORTS_CHANNEL);
    const ticks = pushes
      .filter((entry) => entry.event === SPORTS_EVENTS.tick)
      .map((entry) => entry.payload as SportsTick);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.some((tick) => tick.markets.length > 0)).toBe(true);
    const counts = pushes.find((entry) => entry.event === SPORTS_EVENTS.counts)?.payload as SportCategory[];
    expect(counts.some((category) => category.count.live > 0)).toBe(true);
  });
});
