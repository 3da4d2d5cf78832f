/**
 * The crowd's logins, from faker driven by the population's seeded stream (its randomizer), in the styles
 * players pick: 'Kody.Larson', 'Eliza_Bode39', 'LuckyOtter77', 'Mindy_K'. Every name obeys the login rule
 * (letters, digits, '_', '.', '-'; 4 to 24 characters) and is unique, also against `taken`.
 */
import { Faker, base, en } from '@faker-js/faker';
import { LIMITS } from '@contract/index';
import type { WorldRandom } from './random';

/** Friendly words only: a name is shown to everyone (chat rule 1). */
const TAG_WORDS = [
  'Lucky',
  'Wild',
  'Golden',
  'Swift',
  'Silent',
  'Brave',
  'Cosmic',
  'Neon',
  'Iron',
  'Crypto',
  'Happy',
  'Royal',
  'Frosty',
  'Turbo',
  'Mellow',
  'Sunny',
] as const;

const NAME_MAX = Math.min(20, LIMITS.loginMax);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function createNameMaker(random: WorldRandom) {
  const faker = new Faker({ locale: [en, base], randomizer: { next: random.next, seed: () => undefined } });
  const styles: Array<{ weight: number; make: () => string }> = [
    { weight: 55, make: () => faker.internet.username() },
    {
      weight: 25,
      make: () =>
        `${random.pick(TAG_WORDS)}${capitalise(faker.animal.type().split(' ')[0]!)}${random.chance(0.6) ? random.int(100) : ''}`,
    },
    {
      weight: 20,
      make: () => {
        const first = faker.person.firstName();
        return random.chance(0.5)
          ? `${first}${random.intBetween(1, 99)}`
          : `${first}_${faker.person.lastName().charAt(0)}`;
      },
    },
  ];
  const clean = (raw: string) => raw.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, NAME_MAX);

  /** A new login, not in `taken` (lowercased names); it is added to `taken`. */
  return function nextName(taken: Set<string>): string {
    for (;;) {
      const name = clean(random.weighted(styles, (style) => style.weight).make());
      if (name.length < LIMITS.loginMin || taken.has(name.toLowerCase())) continue;
      taken.add(name.toLowerCase());
      return name;
    }
  };
}
