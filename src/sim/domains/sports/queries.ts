/**
 * What the sport calls list: events of a sport or of all, by filter, and a search by team or league name. The
 * fixtures are a pure function of the league and the time, so a list is built from the windows it needs only
 * (a sport's next hours first, widened until the list is full), never from the whole horizon of every sport.
 */
import type { Match, SportEvent, SportFilter } from '@contract/sports';
import { SPORTS } from '@contract/sports-catalogue';
import type { SportsModel } from './model';
import { leagueFixtures } from './schedule';
import { DAY_MS, FIXTURE_HORIZON_MS, HOUR_MS } from './spec';

/** Lists stop at this many events unless the call asks for fewer. */
export const EVENTS_DEFAULT_LIMIT = 50;
/** Search answers at most this many events. */
export const SEARCH_LIMIT = 30;
/** A match stays readable on its event page until this long after its start (ended ones included). */
export const ENDED_READABLE_MS = DAY_MS;

/** The windows an upcoming list widens through before it gives up (the horizon is the last). */
const WINDOWS_MS = [6 * HOUR_MS, DAY_MS, FIXTURE_HORIZON_MS];

const listed = (match: Match) => match.status === 'live' || match.status === 'scheduled';

/** Live matches first, then by start. */
const byLiveThenStart = (a: Match, b: Match) =>
  Number(b.status === 'live') - Number(a.status === 'live') || a.startsAt - b.startsAt;

export function toEvent(model: SportsModel, matchId: string, at: number): SportEvent | undefined {
  const event = model.event(matchId, at);
  const league = event && model.world.league(event.match.leagueId);
  if (!event || !league) return undefined;
  const { id, sportId, name, region } = league;
  return { match: event.match, league: { id, sportId, name, region }, markets: event.markets };
}

/** The first `limit` of some matches, as events (the markets are priced for those only). */
const firstEvents = (model: SportsModel, matches: Match[], at: number, limit: number) =>
  matches
    .sort(byLiveThenStart)
    .slice(0, limit)
    .map((match) => toEvent(model, match.id, at)!);

const matchesWithin = (model: SportsModel, sportIds: readonly number[], at: number, until: number) =>
  sportIds.flatMap((sportId) => model.matches(sportId, at, until)).filter(listed);

/** End of the sim day (UTC) that holds `at`. */
const endOfDay = (at: number) => (Math.floor(at / DAY_MS) + 1) * DAY_MS;

export function listEvents(
  model: SportsModel,
  at: number,
  options: { sportId?: number; filter?: SportFilter; limit?: number },
): SportEvent[] {
  const sportIds = options.sportId === undefined ? SPORTS.map((sport) => sport.id) : [options.sportId];
  const limit = options.limit ?? EVENTS_DEFAULT_LIMIT;
  const filter = options.filter ?? 'upcoming';
  if (filter === 'live') {
    const live = matchesWithin(model, sportIds, at, at + 1).filter((match) => match.status === 'live');
    return firstEvents(model, live, at, limit);
  }
  if (filter === 'today')
    return firstEvents(model, matchesWithin(model, sportIds, at, endOfDay(at)), at, limit);
  // Upcoming: not started yet, by kick-off.
  let matches: Match[] = [];
  for (const window of WINDOWS_MS) {
    matches = matchesWithin(model, sportIds, at, at + window).filter((match) => match.status === 'scheduled');
    if (matches.length >= limit) break;
  }
  return firstEvents(model, matches, at, limit);
}

/** Events in the horizon whose teams' or league's name holds the query (any case). */
export function searchEvents(model: SportsModel, at: number, query: string): SportEvent[] {
  const needle = query.trim().toLowerCase();
  const found: Match[] = [];
  for (const league of model.world.leagues) {
    const leagueMatches = league.name.toLowerCase().includes(needle);
    if (!leagueMatches && !league.teams.some((team) => team.name.toLowerCase().includes(needle))) continue;
    for (const fixture of leagueFixtures(league, at, at + FIXTURE_HORIZON_MS)) {
      const names = `${fixture.home.name} ${fixture.away.name}`.toLowerCase();
      if (!leagueMatches && !names.includes(needle)) continue;
      const match = model.match(fixture.id, at);
      if (match && listed(match)) found.push(match);
    }
  }
  return firstEvents(model, found, at, SEARCH_LIMIT);
}
