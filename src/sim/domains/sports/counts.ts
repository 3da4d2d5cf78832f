/**
 * Category counts: per sport, the matches live at a moment and all those live or upcoming within the fixture
 * horizon. They change as matches kick off (upcoming becomes live) and end (they drop out); a called-off
 * match stops counting once it shows as cancelled.
 */
import type { CategoryCount, SportCategory } from '@contract/sports';
import { SPORTS } from '@contract/sports-catalogue';
import { isCancelledAt } from './live';
import { leagueFixtures, pairsOf } from './schedule';
import { CANCEL_SHOWN_BEFORE_MS, FIXTURE_HORIZON_MS, MINUTE_MS } from './spec';
import type { SimLeague, SportsWorld } from './world';

/** A league's rounds that start before `at`. */
function roundsBefore(league: SimLeague, at: number): number {
  const origin = league.offsetMinutes * MINUTE_MS;
  return Math.max(0, Math.ceil((at - origin) / (league.intervalMinutes * MINUTE_MS)));
}

/**
 * Matches further ahead than a cancellation shows are all upcoming, so their rounds are counted whole; only
 * the few around `at` are read one by one.
 */
function addLeagueCount(league: SimLeague, at: number, count: CategoryCount): void {
  // Matches starting up to and including this moment may already show as cancelled.
  const near = at + CANCEL_SHOWN_BEFORE_MS + 1;
  for (const fixture of leagueFixtures(league, at, near)) {
    if (isCancelledAt(fixture, at)) continue;
    count.total += 1;
    if (fixture.startsAt <= at) count.live += 1;
  }
  const ahead = roundsBefore(league, at + FIXTURE_HORIZON_MS) - roundsBefore(league, near);
  count.total += Math.max(0, ahead) * pairsOf(league);
}

export function categoryCount(world: SportsWorld, sportId: number, at: number): CategoryCount {
  const count = { live: 0, total: 0 };
  for (const league of world.leaguesOf(sportId)) addLeagueCount(league, at, count);
  return count;
}

/** Every sport with its counts, sorted as the sport sidebar shows them: by live count, then by total. */
export function sportCategories(world: SportsWorld, at: number): SportCategory[] {
  return SPORTS.map((sport) => ({ sport, count: categoryCount(world, sport.id, at) })).sort(
    (a, b) => b.count.live - a.count.live || b.count.total - a.count.total,
  );
}
