/** What the live widget shows: stats for a sport, a drawn stream for an esport, the notice when not live. */
import { describe, expect, it } from 'vitest';
import { ESPORTS_PICKER_SLUGS, findSport, SPORTS } from '../../../src/contract/sports-catalogue';
import type { MatchStatus } from '../../../src/contract/sports';
import {
  liveViewOf,
  UNAVAILABLE_TEXT,
  unavailableReason,
} from '../../../src/app/features/sport-widget/live-view';
import { formatPlayClock, periodLabel } from '../../../src/app/features/sport-widget/match-clock';

const SOCCER = 1;
const COUNTER_STRIKE = 109;

describe('live view of a match', () => {
  it('shows stats for every live sport and the drawn stream for every live esport', () => {
    for (const sport of SPORTS)
      expect(liveViewOf({ sportId: sport.id, status: 'live' })).toBe(
        sport.kind === 'ESPORTS' ? 'video' : 'stats',
      );
    expect(liveViewOf({ sportId: COUNTER_STRIKE, status: 'live' })).toBe('video');
    expect(liveViewOf({ sportId: findSport(ESPORTS_PICKER_SLUGS[0]!)!.id, status: 'live' })).toBe('video');
  });

  it('shows the unavailable notice for a match that is not being played, sport or esport', () => {
    for (const status of ['scheduled', 'ended', 'cancelled'] as MatchStatus[]) {
      expect(liveViewOf({ sportId: SOCCER, status })).toBe('unavailable');
      expect(liveViewOf({ sportId: COUNTER_STRIKE, status })).toBe('unavailable');
      expect(unavailableReason(status)).not.toBe('');
    }
    expect(UNAVAILABLE_TEXT).toBe('No live stream for this match');
  });
});

describe('match clock', () => {
  it('writes seconds of play as minutes and seconds', () => {
    expect(formatPlayClock(0)).toBe('00:00');
    expect(formatPlayClock(67 * 60 + 5)).toBe('67:05');
    expect(formatPlayClock(125.9)).toBe('02:05');
  });

  it('names the period, the break and the end', () => {
    const base = { sportId: SOCCER, startsAt: 0, period: 2, inBreak: false };
    expect(periodLabel({ ...base, status: 'live' })).toBe('Half 2');
    expect(periodLabel({ ...base, status: 'live', period: 1, inBreak: true })).toBe('Break after Half 1');
    expect(periodLabel({ ...base, sportId: 2, status: 'live' })).toBe('Quarter 2');
    expect(periodLabel({ ...base, status: 'ended' })).toBe('Full time');
    expect(periodLabel({ ...base, status: 'cancelled' })).toBe('Cancelled');
  });
});
