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
/** After a jump of the clock, matches that started and ended within it are looked for this far back. */
const LOOKBACK_MS = 3_600_000;
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
      // Matches live now, those that started or ended since the previous push (looking back at most an hour
      // after a jump of the clock), and those pushed before (so a match that ended in a jump is told so).
      const from = Math.max(Math.min(previousAt ?? at, at - TICK_MS), at - LOOKBACK_MS);
      previousAt = at;
      const ids = new Set(matchKeys.keys());
      for (const league of model.world.leagues)
        for (const fixture of leagueFixtures(league, from, at + 1)) ids.add(fixture.id);
      const matches: Match[] = [];
      const markets: Market[] = [];
      let statusChanged = false;
      for (const id of ids) {
        const { match, markets: matchMarkets } = model.event(id, at)!;
        const key = matchKey(match);
        const before = matchKeys.get(id);
        if (before?.key !== key) matches.push(match);
        statusChanged ||= before?.status !== match.status;
        // An ended match is pushed once more, then forgotten.
        if (match.status === 'live') matchKeys.set(id, { key, status: match.status });
        else matchKeys.delete(id);
        for (const market of matchMarkets) {
          const priced = marketKey(market);
          if (marketKeys.get(market.id) !== priced) markets.push(market);
          if (match.status === 'live') marketKeys.set(market.id, priced);
          else marketKeys.delete(market.id);
        }
      }

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
