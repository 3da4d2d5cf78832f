/**
 * The sports world's fixed part, drawn once from the world's seed: for every sport of the catalogue its
 * leagues (a made-up region each) and their teams, each team with a strength the live model scores by. Names
 * come from the crowd's word list (faker's English locale, fixtures/world/crowd-names.json), so nothing is
 * fetched and the same seed always draws the same world.
 */
import crowdNames from '@fixtures/world/crowd-names.json';
import { SPORTS } from '@contract/sports-catalogue';
import type { League, Sport, Team } from '@contract/sports';
import { createStream } from '../../services/rng';
import { worldRandom, type WorldRandom } from '../../world/population/random';
import { LEAGUES_PER_SPORT, ROUND_PAUSE_MINUTES, TEAMS_PER_LEAGUE, matchMinutes, profileOf } from './spec';

export interface SimTeam extends Team {
  /** Scoring strength around 1 (0.6 to 1.6): the ratio to a league's average side. */
  strength: number;
}

export interface SimLeague extends League {
  teams: SimTeam[];
  /** Minutes between two kick-offs of the league, and the first one's offset from the epoch. */
  intervalMinutes: number;
  offsetMinutes: number;
  /** A 32-bit key of the league for the hashed draws of its matches. */
  key: number;
}

export interface SportsWorld {
  seed: string;
  leagues: readonly SimLeague[];
  league(id: string): SimLeague | undefined;
  leaguesOf(sportId: number): readonly SimLeague[];
}

const CLUB_SUFFIXES = ['United', 'City', 'Rovers', 'Athletic', 'Wanderers', 'FC', 'Town', 'Rangers'] as const;
const ESPORT_TAGS = [
  'Neon',
  'Cosmic',
  'Turbo',
  'Iron',
  'Frosty',
  'Golden',
  'Silent',
  'Royal',
  'Swift',
] as const;
const REGION_ENDINGS = ['land', 'ia', 'shire', 'mark', 'vale'] as const;
const LEAGUE_TIERS = ['Premier', 'Division One', 'Cup'] as const;

function uniqueNames(count: number, draw: () => string): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(draw());
  return [...names];
}

/** English plural of the word list's animals: 'Foxes', 'Wolves', 'Fish', 'Hippopotamuses'. */
export function pluralOf(animal: string): string {
  if (/(fish|deer)$/i.test(animal)) return animal;
  if (/f$/i.test(animal)) return `${animal.slice(0, -1)}ves`;
  if (/(s|x|ch|sh)$/i.test(animal)) return `${animal}es`;
  return `${animal}s`;
}

function teamName(random: WorldRandom, sport: Sport): string {
  if (sport.kind === 'ESPORTS')
    return `${random.pick(ESPORT_TAGS)} ${pluralOf(random.pick(crowdNames.animals))}`;
  return `${random.pick(crowdNames.lastNames)} ${random.pick(CLUB_SUFFIXES)}`;
}

/**
 * A league's rounds (all its teams at once) are at least a match plus a quarter of an hour apart, so no team
 * ever plays two matches at a time, plus up to ROUND_PAUSE_MINUTES more drawn per league: leagues differ in
 * rhythm, so the live counts of the sports differ and change through the day.
 */
function leagueRhythm(random: WorldRandom, sport: Sport): { intervalMinutes: number; offsetMinutes: number } {
  const shortest = matchMinutes(profileOf(sport)) + 15;
  const intervalMinutes = shortest + 5 * random.int(ROUND_PAUSE_MINUTES / 5);
  return { intervalMinutes, offsetMinutes: random.int(intervalMinutes) };
}

function drawLeague(random: WorldRandom, sport: Sport, index: number, region: string): SimLeague {
  const id = `${sport.id}-${index}`;
  const teams = uniqueNames(TEAMS_PER_LEAGUE, () => teamName(random, sport)).map((name, teamIndex) => ({
    id: `${id}-${teamIndex}`,
    leagueId: id,
    name,
    strength: Math.round(random.between(0.6, 1.6) * 100) / 100,
  }));
  return {
    id,
    sportId: sport.id,
    name: `${region} ${LEAGUE_TIERS[index % LEAGUE_TIERS.length]}`,
    region,
    teams,
    ...leagueRhythm(random, sport),
    key: random.int(4_294_967_296),
  };
}

export function createSportsWorld(seed: string): SportsWorld {
  const random = worldRandom(createStream(seed, 'sports-world'));
  const regionOf = () => `${random.pick(crowdNames.lastNames)}${random.pick(REGION_ENDINGS)}`;
  const leagues = SPORTS.flatMap((sport) => {
    const regions = uniqueNames(LEAGUES_PER_SPORT, regionOf);
    return regions.map((region, index) => drawLeague(random, sport, index, region));
  });
  const byId = new Map(leagues.map((league) => [league.id, league]));
  return {
    seed,
    leagues,
    league: (id) => byId.get(id),
    leaguesOf: (sportId) => leagues.filter((league) => league.sportId === sportId),
  };
}
