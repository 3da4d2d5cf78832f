/**
 * Category counts: per sport, the matches live at a moment and all those live or upcoming within the fixture
 * horizon. They change as matches kick off (upcoming becomes live) and end (they drop out); a called-off
 * match stops counting once it shows as cancelled.
 */
import type { CategoryCount, SportCategory } from '@contract/sports';
import { SPORTS } from '@contract/sports-catalogue';
import { isCancelledAt } from './live';
import { leagueFixtures } from './schedule';
import { FIXTURE_HORIZON_MS } from './spec';
import type { SportsWorld } from './world';

export function categoryCount(world: SportsWorld, sportId: number, at: number): CategoryCount {
  const count = { live: 0, total: 0 };
  for (const league of world.leaguesOf(sportId)) {
    for (const fixture of leagueFixtures(league, at, at + FIXTURE_HORIZON_MS)) {
      if (isCancelledAt(fixture, at)) continue;
      count.total += 1;
      if (fixture.startsAt <= at) count.live += 1;
    }
  }
  return count;
}

/** Every sport with its counts, sorted as the sport sidebar shows them: by live count, then by total. */
export function sportCategories(world: SportsWorld, at: number): SportCategory[] {
  return SPORTS.map((sport) => ({ sport, count: categoryCount(world, sport.id, at) })).sort(
    (a, b) => b.count.live - a.count.live || b.count.total - a.count.total,
  );
}
