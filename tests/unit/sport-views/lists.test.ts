import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  countsKey,
  eventsOfSection,
  isSportFilter,
  sortForSidebar,
  sportForParam,
} from '../../../src/app/features/sports/sport-lists';
import { category, sportEvent } from './fixtures';

describe('the sport sidebar order', () => {
  it('puts the most live first, then the largest total, and keeps the catalogue order for ties', () => {
    const sorted = sortForSidebar([
      category('soccer-1', 2, 40),
      category('basketball-2', 0, 50),
      category('tennis-5', 5, 10),
      category('ice-hockey-4', 2, 60),
      category('golf-9', 0, 50),
      category('darts-22', 0, 0),
    ]);
    expect(sorted.map((entry) => entry.sport.slug)).toEqual([
      'tennis-5',
      'ice-hockey-4',
      'soccer-1',
      'basketball-2',
      'golf-9',
      'darts-22',
    ]);
  });
});

describe('a category route', () => {
  it('names a sport by numeric id or by slug', () => {
    expect(sportForParam('1')?.slug).toBe('soccer-1');
    expect(sportForParam('soccer-1')?.id).toBe(1);
    expect(sportForParam('floorball')?.id).toBe(7);
    expect(sportForParam('137')?.slug).toBe('gaelic-floorball-137');
  });

  it('names no sport with an unknown id or slug', () => {
    expect(sportForParam('8')).toBeUndefined();
    expect(sportForParam('curling')).toBeUndefined();
    expect(sportForParam('1.5')).toBeUndefined();
    expect(sportForParam(undefined)).toBeUndefined();
  });

  it('knows the three filters only', () => {
    expect(['live', 'today', 'upcoming'].every((filter) => isSportFilter(filter))).toBe(true);
    expect(isSportFilter('ended')).toBe(false);
    expect(isSportFilter(undefined)).toBe(false);
    expect(categoryPath({ slug: 'tennis-5' }, 'live')).toBe('/sport/category/tennis-5/live');
  });
});

describe('the lists', () => {
  it('reload when a live or total count of their sport moves, not for another sport', () => {
    const before = [category('soccer-1', 2, 40), category('tennis-5', 1, 9)];
    const tennisMoved = [category('soccer-1', 2, 40), category('tennis-5', 2, 9)];
    expect(countsKey(before, 1)).toBe(countsKey(tennisMoved, 1));
    expect(countsKey(before, 5)).not.toBe(countsKey(tennisMoved, 5));
    expect(countsKey(before)).not.toBe(countsKey(tennisMoved));
  });

  it('show in each section only the matches that belong there now', () => {
    const events = [
      sportEvent({ id: 'live', status: 'live' }),
      sportEvent({ id: 'next', status: 'scheduled' }),
      sportEvent({ id: 'over', status: 'ended' }),
      undefined,
    ];
    const ids = (section: 'live' | 'upcoming' | 'all') =>
      eventsOfSection(events, section).map((event) => event.match.id);
    expect(ids('live')).toEqual(['live']);
    expect(ids('upcoming')).toEqual(['next']);
    expect(ids('all')).toEqual(['live', 'next', 'over']);
  });
});
