import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatKickOff,
  formatPlayClock,
  periodHeading,
  periodLabel,
} from '../../../src/app/features/sports/sport-format';
import { priceMoveOf } from '../../../src/app/features/sports/use-price-move';

describe('the match clock and period', () => {
  it('writes seconds of play as minutes and seconds', () => {
    expect(formatPlayClock(0)).toBe('00:00');
    expect(formatPlayClock(4023)).toBe('67:03');
    expect(formatPlayClock(5999.7)).toBe('99:59');
  });

  it('names the period in the sport’s own words', () => {
    const live = { status: 'live', inBreak: false } as const;
    expect(periodLabel({ ...live, sportId: 1, period: 2 })).toBe('2nd Half');
    expect(periodLabel({ ...live, sportId: 1, period: 1, inBreak: true })).toBe('Half-time');
    expect(periodLabel({ ...live, sportId: 2, period: 3 })).toBe('3rd Quarter');
    expect(periodLabel({ ...live, sportId: 2, period: 1, inBreak: true })).toBe('Break after 1st Quarter');
    expect(periodLabel({ ...live, sportId: 17, period: 11 })).toBe('11th Period');
    expect(periodLabel({ status: 'ended', inBreak: false, sportId: 1, period: 2 })).toBe('Ended');
    expect(periodHeading(5, 1)).toBe('S2');
  });
});

describe('the kick-off', () => {
  const now = new Date(2026, 5, 13, 10, 0).getTime();

  it('says today, tomorrow or the date', () => {
    expect(formatKickOff(new Date(2026, 5, 13, 18, 30).getTime(), now)).toBe('Today 18:30');
    expect(formatKickOff(new Date(2026, 5, 14, 9, 5).getTime(), now)).toBe('Tomorrow 09:05');
    expect(formatKickOff(new Date(2026, 5, 16, 20, 0).getTime(), now)).toMatch(/^Tue 16 Jun 20:00$/);
  });

  it('counts down in minutes, then hours and minutes', () => {
    expect(formatCountdown(now + 12 * 60_000, now)).toBe('in 12 min');
    expect(formatCountdown(now + 185 * 60_000, now)).toBe('in 3 h 05 min');
    expect(formatCountdown(now - 1, now)).toBe('starting');
  });
});

describe('a price move', () => {
  it('is up, down or none', () => {
    expect(priceMoveOf(2.1, 2.2)).toBe('up');
    expect(priceMoveOf(2.1, 1.95)).toBe('down');
    expect(priceMoveOf(2.1, 2.1)).toBeNull();
  });
});
