/**
 * The crowd's logins, drawn by the population's seeded stream from the words of fixtures/world/crowd-names.json
 * (made at build time from faker's English locale by scripts/crowd-names.ts), in the styles players pick:
 * 'Kody.Larson', 'Eliza_Bode39', 'LuckyOtter77', 'Mindy_K'. Every name obeys the login rule (letters, digits,
 * '_', '.', '-'; 4 to 24 characters) and is unique, also against `taken`.
 */
import crowdNames from '@fixtures/world/crowd-names.json';
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

const SEPARATORS = ['.', '_'] as const;

const NAME_MAX = Math.min(20, LIMITS.loginMax);

export function createNameMaker(random: WorldRandom) {
  const { firstNames, lastNames, animals } = crowdNames;
  const first = () => random.pick(firstNames);
  /** 0 to 99, as in 'Eliza_Bode39'. */
  const number = () => random.int(100);
  const usernames = [
    () => `${first()}${random.pick(SEPARATORS)}${random.pick(lastNames)}${number()}`,
    () => `${first()}${random.pick(SEPARATORS)}${random.pick(lastNames)}`,
    () => `${first()}${number()}`,
  ];
  const styles: Array<{ weight: number; make: () => string }> = [
    { weight: 55, make: () => random.pick(usernames)() },
    {
      weight: 25,
      make: () => `${random.pick(TAG_WORDS)}${random.pick(animals)}${random.chance(0.6) ? number() : ''}`,
    },
    {
      weight: 20,
      make: () =>
        random.chance(0.5)
          ? `${first()}${random.intBetween(1, 99)}`
          : `${first()}_${random.pick(lastNames).charAt(0)}`,
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
