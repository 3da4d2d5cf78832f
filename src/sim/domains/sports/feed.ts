/**
 * The sports channel's pushes on the sim clock: at each new whole second, one SportsTick with the matches whose
 * state changed apart from a running clock (the client runs clocks itself) and the markets whose prices or
 * status changed; and the categories with their counts whenever a count changed. The client never polls for
 * odds. After a jump of the clock it sends the state at the newest second once, not every second skipped.
 */
import {
  SPORTS_CHANNEL,
  SPORTS_EVENTS,
  type Market,
  type Match,
  type SportCategory,
  type SportsTick,
} from '@contract/sports';
import type { SimContext } from '../../context';
import type { SportsModel } from './model';
import { leagueFixtures } from './schedule';

const TICK_MS = 1_000;
/** Counts are also checked this often without a start or an end (a fixture entering the horizon). */
const COUNTS_EVERY_MS = 60_000;

/** What a push compares: everything but a running clock. */
function matchKey(match: Match): string {
  const { clock, ...rest } = match;
  return JSON.stringify(match.clockRunning ? rest : { ...rest, clock });
}

const marketKey = (market: Market) =>
  `${market.status}|${market.options.map((option) => `${option.odds}${option.suspended ? 's' : ''}`).join(',')}`;

const countsKey = (categories: readonly SportCategory[]) =>
  categories.map(({ sport, count }) => `${sport.id}:${count.live}/${count.total}`).join(',');

export interface SportsFeed {
  /** The push due at `at` (tests call it directly): undefined when nothing changed. */
  tick(at: number): { tick?: SportsTick; counts?: SportCategory[] };
}

export function createSportsFeed(model: SportsModel): SportsFeed {
  const matchKeys = new Map<string, { key: string; status: Match['status'] }>();
  const marketKeys = new Map<string, string>();
  let lastCounts = '';
  let countsCheckedAt = -Infinity;
  let previousAt: number | null = null;

  return {
    tick(at) {
      // Matches live now, and those that started or ended since the previous push.
      const from = Math.min(previousAt ?? at, at - TICK_MS);
      previousAt = at;
      const fixtures = model.world.leagues.flatMap((league) => leagueFixtures(league, from, at + 1));
      const matches: Match[] = [];
      const markets: Market[] = [];
      const seen = new Set<string>();
      let statusChanged = false;
      for (const fixture of fixtures) {
        const match = model.match(fixture.id, at)!;
        seen.add(match.id);
        const key = matchKey(match);
        const before = matchKeys.get(match.id);
        if (before?.key !== key) matches.push(match);
        statusChanged ||= before?.status !== match.status;
        matchKeys.set(match.id, { key, status: match.status });
        for (const market of model.markets(match.id, at)) {
          const priced = marketKey(market);
          if (marketKeys.get(market.id) !== priced) markets.push(market);
          marketKeys.set(market.id, priced);
        }
      }
      // What left the window (ended and pushed) is forgotten.
      for (const id of matchKeys.keys()) if (!seen.has(id)) matchKeys.delete(id);
      for (const id of marketKeys.keys()) if (!seen.has(id.split(':')[0]!)) marketKeys.delete(id);

      const result: { tick?: SportsTick; counts?: SportCategory[] } = {};
      if (matches.length > 0 || markets.length > 0) result.tick = { at, matches, markets };
      if (statusChanged || at - countsCheckedAt >= COUNTS_EVERY_MS) {
        countsCheckedAt = at;
        const categories = model.categories(at);
        const key = countsKey(categories);
        if (key !== lastCounts) result.counts = categories;
        lastCounts = key;
      }
      return result;
    },
  };
}

export function startSportsFeed(ctx: SimContext, model: SportsModel): void {
  const feed = createSportsFeed(model);
  const nextTick = () => (Math.floor(ctx.clock.now() / TICK_MS) + 1) * TICK_MS;
  const push = () => {
    const { tick, counts } = feed.tick(ctx.clock.now());
    if (tick) ctx.broadcaster.emit(SPORTS_CHANNEL, SPORTS_EVENTS.tick, tick);
    if (counts) ctx.broadcaster.emit(SPORTS_CHANNEL, SPORTS_EVENTS.counts, counts);
    ctx.scheduler.at(nextTick(), 'sports-feed', push);
  };
  ctx.scheduler.at(nextTick(), 'sports-feed', push);
}
