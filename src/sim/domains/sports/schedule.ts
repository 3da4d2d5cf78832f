/**
 * The fixtures: a pure function of the league and the time. A league plays a round of its round-robin (the
 * circle method: every team once) every `intervalMinutes` from its offset, counted from the epoch; slot k is
 * pair k mod (teams / 2) of round k div (teams / 2). Any window of the clock lists the same matches on every
 * call and a reload replays nothing.
 */
import type { SimLeague, SimTeam, SportsWorld } from './world';
import { MINUTE_MS, matchMinutes, profileOf } from './spec';
import { findSport } from '@contract/sports-catalogue';
import type { PlayProfile } from './spec';
import { isCalledOff } from './draws';
import { rallySequence } from './rally';

export interface Fixture {
  id: string;
  league: SimLeague;
  slot: number;
  home: SimTeam;
  away: SimTeam;
  startsAt: number;
  /**
   * The final whistle. A called-off match "ends" at its start (lists drop it then); a point-by-point match
   * ends with its last point, read from its sequence on first use.
   */
  readonly endsAt: number;
  profile: PlayProfile;
  /** Called off: shown as cancelled from an hour before the start, never played, every bet refunded. */
  cancelled: boolean;
}

export const pairsOf = (league: SimLeague): number => league.teams.length / 2;

export const slotStart = (league: SimLeague, slot: number): number =>
  (league.offsetMinutes + Math.floor(slot / pairsOf(league)) * league.intervalMinutes) * MINUTE_MS;

const profiles = new WeakMap<SimLeague, PlayProfile>();

export function leagueProfile(league: SimLeague): PlayProfile {
  let profile = profiles.get(league);
  if (!profile) {
    profile = profileOf(findSport(league.sportId) ?? { id: league.sportId });
    profiles.set(league, profile);
  }
  return profile;
}

/** Circle method: team 0 stays, the others turn one place a round; sides swap every other round. */
function pairing(teams: readonly SimTeam[], slot: number): [SimTeam, SimTeam] {
  const count = teams.length;
  const pairs = count / 2;
  const round = Math.floor(slot / pairs) % (count - 1);
  const index = slot % pairs;
  const seat = (position: number) => (position === 0 ? 0 : ((position - 1 + round) % (count - 1)) + 1);
  const first = teams[seat(index)]!;
  const second = teams[seat(count - 1 - index)]!;
  return round % 2 === 0 ? [first, second] : [second, first];
}

export function fixtureAt(league: SimLeague, slot: number): Fixture {
  const profile = leagueProfile(league);
  const startsAt = slotStart(league, slot);
  const [home, away] = pairing(league.teams, slot);
  const cancelled = isCalledOff(league, slot);
  let endsAt = cancelled
    ? startsAt
    : profile.racket
      ? undefined
      : startsAt + matchMinutes(profile) * MINUTE_MS;
  const fixture: Fixture = {
    id: `${league.id}-${slot}`,
    league,
    slot,
    home,
    away,
    startsAt,
    get endsAt() {
      endsAt ??= startsAt + rallySequence(fixture).lengthMs;
      return endsAt;
    },
    profile,
    cancelled,
  };
  return fixture;
}

/** The league's fixtures that are on at any moment of [from, to): started before `to`, not ended by `from`. */
export function leagueFixtures(league: SimLeague, from: number, to: number): Fixture[] {
  const length = matchMinutes(leagueProfile(league)) * MINUTE_MS;
  const interval = league.intervalMinutes * MINUTE_MS;
  const origin = league.offsetMinutes * MINUTE_MS;
  const firstRound = Math.max(0, Math.floor((from - length - origin) / interval) + 1);
  const fixtures: Fixture[] = [];
  const first = firstRound * pairsOf(league);
  for (let slot = first; slotStart(league, slot) < to; slot += 1) {
    const fixture = fixtureAt(league, slot);
    // Only a match already started can have ended (reading a point-by-point match's end draws its points).
    if (fixture.startsAt >= from || fixture.endsAt > from) fixtures.push(fixture);
  }
  return fixtures;
}

/** The fixture of an id ('<sport>-<league>-<slot>'), or undefined when the id names none. */
export function findFixture(world: SportsWorld, id: string): Fixture | undefined {
  const match = /^(\d+-\d+)-(\d+)$/.exec(id);
  const league = match ? world.league(match[1]!) : undefined;
  return league ? fixtureAt(league, Number(match![2])) : undefined;
}
