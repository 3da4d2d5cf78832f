/** The live index's calls and grouping: one call per sport in play, at the largest page; catalogue order. */
import { describe, expect, it } from 'vitest';
import type { SportCategory, SportEvent } from '../../../src/contract/sports';
import { findSport } from '../../../src/contract/sports-catalogue';
import {
  groupBySport,
  LIVE_PAGE_LIMIT,
  liveRequests,
} from '../../../src/app/features/sport-widget/game/live-games';

const category = (id: number, live: number): SportCategory => ({
  sport: findSport(id)!,
  count: { live, total: live + 10 },
});

const event = (id: string, sportId: number) => ({ match: { id, sportId } }) as unknown as SportEvent;

describe('live games index', () => {
  it('asks only the sports with a match in play, each for the largest page of live ones', () => {
    expect(liveRequests([category(1, 3), category(2, 0), category(109, 7)])).toEqual([
      { sportId: 1, filter: 'live', limit: LIVE_PAGE_LIMIT },
      { sportId: 109, filter: 'live', limit: LIVE_PAGE_LIMIT },
    ]);
  });

  it('groups matches by sport in the catalogue order, keeping the answer order within a sport', () => {
    const groups = groupBySport([event('a', 109), event('b', 1), event('c', 109), event('d', 5)]);
    expect(groups).toEqual([
      { sportId: 1, ids: ['b'] },
      { sportId: 5, ids: ['d'] },
      { sportId: 109, ids: ['a', 'c'] },
    ]);
  });
});
