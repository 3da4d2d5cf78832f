/**
 * The sports world as the rest of the sim will read it (routes, the socket's broadcasts, bet settlement):
 * matches, their main market and the category counts at any moment of the sim clock, all pure functions of
 * the world's seed and the time.
 */
import type { Market, MarketOption, Match, MatchIncident, SportCategory } from '@contract/sports';
import { categoryCount, sportCategories } from './counts';
import { matchState, scoringEvents, toMatch } from './live';
import { mainMarket } from './odds';
import { findFixture, leagueFixtures } from './schedule';
import { createSportsWorld, type SportsWorld } from './world';

export interface SportsModel {
  world: SportsWorld;
  /** Matches of a sport live at `at` or starting before `until`, by kick-off. */
  matches(sportId: number, at: number, until: number): Match[];
  match(id: string, at: number): Match | undefined;
  market(matchId: string, at: number): Market | undefined;
  /** Every market of a match at `at`, the main one first. */
  markets(matchId: string, at: number): Market[];
  /** An option by its id ('<match id>:<market key>:<option key>') with its market and match at `at`. */
  option(optionId: string, at: number): { match: Match; market: Market; option: MarketOption } | undefined;
  /** The scoring events of a match up to `at`, in order of play. */
  incidents(matchId: string, at: number): MatchIncident[];
  /** The match as it stands at its final whistle (control.matchOutcome). */
  outcome(matchId: string): Match | undefined;
  categories(at: number): SportCategory[];
  count(sportId: number, at: number): SportCategory['count'];
}

export function createSportsModel(seed: string): SportsModel {
  const world = createSportsWorld(seed);
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
    market(matchId, at) {
      const fixture = findFixture(world, matchId);
      return fixture && mainMarket(fixture, matchState(fixture, at), at);
    },
    markets(matchId, at) {
      const fixture = findFixture(world, matchId);
      return fixture ? [mainMarket(fixture, matchState(fixture, at), at)] : [];
    },
    option(optionId, at) {
      const matchId = optionId.split(':')[0] ?? '';
      const fixture = findFixture(world, matchId);
      if (!fixture) return undefined;
      const state = matchState(fixture, at);
      for (const market of [mainMarket(fixture, state, at)]) {
        const option = market.options.find((entry) => entry.id === optionId);
        if (option) return { match: toMatch(fixture, state), market, option };
      }
      return undefined;
    },
    incidents(matchId, at) {
      const fixture = findFixture(world, matchId);
      if (!fixture) return [];
      const { clock, status } = matchState(fixture, at);
      if (status === 'scheduled') return [];
      return scoringEvents(fixture)
        .filter((event) => event.playSecond <= clock)
        .map(({ side, playSecond }) => ({ side, playSecond, points: fixture.profile.points }));
    },
    outcome(matchId) {
      const fixture = findFixture(world, matchId);
      return fixture && toMatch(fixture, matchState(fixture, fixture.endsAt));
    },
    categories: (at) => sportCategories(world, at),
    count: (sportId, at) => categoryCount(world, sportId, at),
  };
}
