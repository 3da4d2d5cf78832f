import { beforeEach, describe, expect, it } from 'vitest';
import {
  applySportsTick,
  incidentsFromScore,
  matchClockAt,
  storeEvents,
  useSports,
} from '../../../src/app/features/sports/sports-store';
import { market, match, sportEvent } from './fixtures';

beforeEach(() => {
  useSports.setState({
    categories: [],
    categoriesStatus: 'idle',
    events: {},
    clockReadAt: {},
    lastTickAt: 0,
    incidents: {},
  });
});

describe('a push of the sports channel', () => {
  it('replaces the matches and markets of held events and leaves the others alone', () => {
    storeEvents([sportEvent({ id: 'a' }), sportEvent({ id: 'b' })]);
    const untouched = useSports.getState().events.b;
    applySportsTick({
      at: 5_000,
      matches: [match({ id: 'a', score: { home: 1, away: 0 } }), match({ id: 'unknown' })],
      markets: [market('a', [1.5, 4, 6])],
    });
    const { events, clockReadAt, lastTickAt } = useSports.getState();
    expect(events.a!.match.score).toEqual({ home: 1, away: 0 });
    expect(events.a!.markets[0]!.options.map((option) => option.odds)).toEqual([1.5, 4, 6]);
    expect(events.b).toBe(untouched);
    expect(events.unknown).toBeUndefined();
    expect(clockReadAt.a).toBe(5_000);
    expect(lastTickAt).toBe(5_000);
  });

  it('ignores a push older than the newest applied', () => {
    storeEvents([sportEvent({ id: 'a' })]);
    applySportsTick({ at: 9_000, matches: [match({ id: 'a', score: { home: 2, away: 0 } })], markets: [] });
    applySportsTick({ at: 8_000, matches: [match({ id: 'a', score: { home: 1, away: 0 } })], markets: [] });
    expect(useSports.getState().events.a!.match.score.home).toBe(2);
  });

  it('adds an incident per side whose score rose, for events whose incidents are held', () => {
    storeEvents([sportEvent({ id: 'a' }), sportEvent({ id: 'b' })]);
    useSports.setState({ incidents: { a: [{ side: 'home', playSecond: 100, points: 1 }] } });
    applySportsTick({
      at: 1_000,
      matches: [
        match({ id: 'a', clock: 700, score: { home: 0, away: 3 } }),
        match({ id: 'b', score: { home: 1, away: 0 } }),
      ],
      markets: [],
    });
    const { incidents } = useSports.getState();
    expect(incidents.a).toEqual([
      { side: 'home', playSecond: 100, points: 1 },
      { side: 'away', playSecond: 700, points: 3 },
    ]);
    expect(incidents.b).toBeUndefined();
  });

  it('adds no incident when the score did not rise', () => {
    expect(
      incidentsFromScore(match({ score: { home: 2, away: 1 } }), match({ score: { home: 2, away: 1 } })),
    ).toEqual([]);
  });
});

describe('a running clock', () => {
  it('moves on by whole seconds from its reading while it runs', () => {
    const running = match({ clock: 600, clockRunning: true });
    expect(matchClockAt(running, 10_000, 10_999)).toBe(600);
    expect(matchClockAt(running, 10_000, 12_000)).toBe(602);
    expect(matchClockAt(running, 10_000, 75_500)).toBe(665);
  });

  it('stands still in a break or before the start, and never runs backwards', () => {
    expect(matchClockAt(match({ clock: 2700, clockRunning: false, inBreak: true }), 0, 60_000)).toBe(2700);
    expect(matchClockAt(match({ clock: 30 }), 10_000, 5_000)).toBe(30);
  });
});
