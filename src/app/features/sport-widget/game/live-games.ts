/**
 * The live streams index (/sport/game/live): which calls fetch every match in play (one per sport that has
 * any, at the call's largest page) and how the answer is grouped, by sport in the catalogue's order.
 */
import { SPORTS } from '@contract/sports-catalogue';
import type { SportCategory, SportEvent } from '@contract/sports';

/** The events call's largest page. */
export const LIVE_PAGE_LIMIT = 200;

export const LIVE_GAMES_ID = 'live';

export function liveRequests(categories: readonly SportCategory[]) {
  return categories
    .filter((category) => category.count.live > 0)
    .map((category) => ({ sportId: category.sport.id, filter: 'live' as const, limit: LIVE_PAGE_LIMIT }));
}

/** Match ids grouped by sport, catalogue order; within a sport, the answer's order. */
export function groupBySport(events: readonly SportEvent[]): { sportId: number; ids: string[] }[] {
  const bySport = new Map<number, string[]>();
  for (const event of events) {
    const ids = bySport.get(event.match.sportId) ?? [];
    ids.push(event.match.id);
    bySport.set(event.match.sportId, ids);
  }
  return SPORTS.filter((sport) => bySport.has(sport.id)).map((sport) => ({
    sportId: sport.id,
    ids: bySport.get(sport.id)!,
  }));
}
