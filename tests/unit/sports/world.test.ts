/**
 * The sports world (src/sim/domains/sports): the catalogue, the same world for the same seed, a schedule in
 * which no team plays two matches at once.
 */
import { describe, expect, it } from 'vitest';
import { ESPORTS_PICKER_SLUGS, HOME_SPORT_SLUGS, SPORTS, findSport } from '@contract/sports-catalogue';
import { sportKindOf } from '@contract/sports';
import { createSportsModel } from '../../../src/sim/domains/sports/model';
import { createSportsWorld, pluralOf } from '../../../src/sim/domains/sports/world';
import { findFixture, leagueFixtures } from '../../../src/sim/domains/sports/schedule';

const AT = Date.UTC(2026, 10, 27, 12, 0);
const DAY = 86_400_000;

describe('sports catalogue', () => {
  it('has every slug once, with the id the slug carries', () => {
    const slugs = SPORTS.map((sport) => sport.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(SPORTS.map((sport) => sport.id)).size).toBe(SPORTS.length);
    for (const sport of SPORTS)
      if (/-\d+$/.test(sport.slug)) expect(sport.slug.endsWith(`-${sport.id}`)).toBe(true);
    expect(findSport('soccer-1')).toMatchObject({ id: 1, kind: 'SPORTS' });
    expect(findSport('gaelic-football-135')?.id).toBe(135);
    expect(findSport(109)?.kind).toBe('ESPORTS');
  });

  it('lists the home sports and the esports picker from the catalogue', () => {
    for (const slug of [...HOME_SPORT_SLUGS, ...ESPORTS_PICKER_SLUGS]) expect(findSport(slug)).toBeDefined();
    expect(ESPORTS_PICKER_SLUGS[0]).toBe('gaelic-floorball-137');
    expect(ESPORTS_PICKER_SLUGS.at(-1)).toBe('fifa22-volta-309');
  });

  it('maps the sport type parameter: sport to SPORTS, anything else to ESPORTS', () => {
    expect(sportKindOf('sport')).toBe('SPORTS');
    expect(sportKindOf('esport')).toBe('ESPORTS');
  });
});

describe('sports world', () => {
  it('is the same for the same seed and differs for another', () => {
    const first = createSportsModel('seed-a');
    const again = createSportsModel('seed-a');
    const other = createSportsModel('seed-b');
    expect(again.world.leagues).toEqual(first.world.leagues);
    expect(again.matches(1, AT, AT + DAY)).toEqual(first.matches(1, AT, AT + DAY));
    expect(other.world.leagues.map((league) => league.name)).not.toEqual(
      first.world.leagues.map((league) => league.name),
    );
  });

  it('gives every sport leagues of uniquely named teams', () => {
    const world = createSportsWorld('seed-a');
    for (const sport of SPORTS) {
      const leagues = world.leaguesOf(sport.id);
      expect(leagues.length).toBeGreaterThan(0);
      for (const league of leagues)
        expect(new Set(league.teams.map((team) => team.name)).size).toBe(league.teams.length);
    }
  });

  it('schedules fixtures days ahead, and no team plays two matches at once', () => {
    const world = createSportsWorld('seed-a');
    for (const league of world.leagues) {
      const fixtures = leagueFixtures(league, AT, AT + 3 * DAY);
      expect(fixtures.at(-1)!.startsAt).toBeGreaterThan(AT + 2 * DAY);
      const busyUntil = new Map<string, number>();
      for (const fixture of fixtures) {
        expect(fixture.home.id).not.toBe(fixture.away.id);
        for (const team of [fixture.home.id, fixture.away.id]) {
          expect(busyUntil.get(team) ?? 0).toBeLessThanOrEqual(fixture.startsAt);
          busyUntil.set(team, fixture.endsAt);
        }
      }
    }
  });

  it('finds a fixture by its id and nothing for a made-up one', () => {
    const model = createSportsModel('seed-a');
    const [match] = model.matches(1, AT, AT + DAY);
    expect(model.match(match!.id, AT)).toEqual(match);
    expect(findFixture(model.world, '1-99-5')).toBeUndefined();
    expect(findFixture(model.world, 'nonsense')).toBeUndefined();
  });
});

describe('team names', () => {
  it('put the animals of esport teams in the plural', () => {
    expect(['Fox', 'Wolf', 'Fish', 'Ostrich', 'Bee', 'Hippopotamus'].map(pluralOf)).toEqual([
      'Foxes',
      'Wolves',
      'Fish',
      'Ostriches',
      'Bees',
      'Hippopotamuses',
    ]);
  });
});
