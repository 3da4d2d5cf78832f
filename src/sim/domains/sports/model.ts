/**
 * The sports world as the rest of the sim will read it (routes, the socket's broadcasts, bet settlement):
 * matches, their markets, results and the category counts at any moment of the sim clock, all pure functions
 * of the world's seed and the time.
 */
import type { Market, MarketOption, Match, MatchIncident, SportCategory } from '@contract/sports';
import { categoryCount, sportCategories } from './counts';
import { matchState, toMatch } from './live';
import { marketsOf, matchIncidents, optionResult, type OptionResult } from './markets';
import { findFixture, leagueFixtures } from './schedule';
import { createSportsWorld, type SportsWorld } from './world';

export type { OptionResult } from './markets';

export interface SportsModel {
  world: SportsWorld;
  /** Matches of a sport live at `at` or starting before `until`, by kick-off. */
  matches(sportId: number, at: number, until: number): Match[];
  match(id: string, at: number): Match | undefined;
  /** A match with its markets at `at`, its state worked out once (the feed and the event lists read both). */
  event(id: string, at: number): { match: Match; markets: Market[] } | undefined;
  market(matchId: string, at: number): Market | undefined;
  /** Every market of a match at `at`, the main one first. */
  markets(matchId: string, at: number): Market[];
  /** An option by its id ('<match id>:<market key>:<option key>') with its market and match at `at`. */
  option(optionId: string, at: number): { match: Match; market: Market; option: MarketOption } | undefined;
  /**
   * How an option settles as things stand at `at`: 'won' or 'lost' once its match has ended, 'refunded' once
   * it is called off, undefined while undecided or for an id that names no option.
   */
  optionResult(optionId: string, at: number): OptionResult | undefined;
  /** What has happened in a match by `at` (empty before the start and for an unknown id). */
  incidents(matchId: string, at: number): MatchIncident[];
  /** Every match live at `at` with its markets, in one pass (the sports channel's second). */
  live(at: number): Array<{ match: Match; markets: Market[] }>;
  /** The match as it stands at its final whistle (control.matchOutcome). */
  outcome(matchId: string): Match | undefined;
  categories(at: number): SportCategory[];
  count(sportId: number, at: number): SportCategory['count'];
}

const matchIdOf = (optionId: string): string => optionId.split(':')[0] ?? '';

export function createSportsModel(seed: string): SportsModel {
  const world = createSportsWorld(seed);
  const markets = (matchId: string, at: number): Market[] => {
    const fixture = findFixture(world, matchId);
    return fixture ? marketsOf(fixture, matchState(fixture, at), at) : [];
  };
  return {
    world,
    matches: (sportId, at, until) =>
      world
        .leaguesOf(sportId)
        .flatMap((league) => leagueFixtures(league, at, until))
        .sort((a, b) => a.startsAt - b.startsAt)
        .map((fixture) => toMatch(fixture, matchState(fixture, at))),
    match(id, at) {
      const fixture = findFixture(world, id);
      return fixture && toMatch(fixture, matchState(fixture, at));
    },
    event(id, at) {
      const fixture = findFixture(world, id);
      if (!fixture) return undefined;
      const state = matchState(fixture, at);
      return { match: toMatch(fixture, state), markets: marketsOf(fixture, state, at) };
    },
    market: (matchId, at) => markets(matchId, at)[0],
    markets,
    option(optionId, at) {
      const fixture = findFixture(world, matchIdOf(optionId));
      if (!fixture) return undefined;
      const state = matchState(fixture, at);
      for (const market of marketsOf(fixture, state, at)) {
        const option = market.options.find((entry) => entry.id === optionId);
        if (option) return { match: toMatch(fixture, state), market, option };
      }
      return undefined;
    },
    optionResult(optionId, at) {
      const fixture = findFixture(world, matchIdOf(optionId));
      return fixture && optionResult(fixture, matchState(fixture, at), optionId);
    },
    incidents(matchId, at) {
      const fixture = findFixture(world, matchId);
      return fixture ? matchIncidents(fixture, matchState(fixture, at)) : [];
    },
    live: (at) =>
      world.leagues
        .flatMap((league) => leagueFixtures(league, at, at + 1))
        .map((fixture) => ({ fixture, state: matchState(fixture, at) }))
        .filter(({ state }) => state.status === 'live')
        .map(({ fixture, state }) => ({
          match: toMatch(fixture, state),
          markets: marketsOf(fixture, state, at),
        })),
    outcome(matchId) {
      const fixture = findFixture(world, matchId);
      return fixture && toMatch(fixture, matchState(fixture, fixture.endsAt));
    },
    categories: (at) => sportCategories(world, at),
    count: (sportId, at) => categoryCount(world, sportId, at),
  };
}
