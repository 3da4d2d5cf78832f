/**
 * `npx tsx scripts/crowd-names.ts`: regenerates fixtures/world/crowd-names.json, the words the crowd's logins
 * are made of (src/sim/world/population/names.ts): first names, last names and animals from faker's English
 * locale. faker runs here, at build time, so that no visitor downloads its locale with the sim worker. The
 * first names are a seeded sample (faker seeded with CROWD_NAMES_SEED), so the file is the same on every run.
 *
 * `--check` writes nothing and exits 1 when the fixture differs from what would be written.
 */
import { fileURLToPath } from 'node:url';
import { Faker, base, en } from '@faker-js/faker';
import { syncJsonFixture } from './fixture-file';

const CROWD_NAMES_SEED = 20_261_124;
/** Enough first names that a crowd of hundreds rarely repeats one, few enough to keep the worker small. */
const FIRST_NAMES = 600;

const path = fileURLToPath(new URL('../fixtures/world/crowd-names.json', import.meta.url));

/** Letters only ("O'Hara" becomes "OHara"): every word fits the login rule. */
const lettersOnly = (words: readonly string[]) =>
  [...new Set(words.map((word) => word.replace(/[^A-Za-z]/g, '')).filter((word) => word.length >= 2))].sort();

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function build() {
  const faker = new Faker({ locale: [en, base], seed: CROWD_NAMES_SEED });
  const { first_name: firstName, last_name: lastName } = faker.definitions.person;
  const allFirst = lettersOnly([
    ...(firstName.generic ?? []),
    ...(firstName.female ?? []),
    ...(firstName.male ?? []),
  ]);
  return {
    about:
      "Words of the crowd's logins, from faker's English locale (regenerate with npx tsx scripts/crowd-names.ts).",
    firstNames: [...faker.helpers.arrayElements(allFirst, FIRST_NAMES)].sort(),
    lastNames: lettersOnly(lastName.generic ?? []),
    // One-word animals only: 'LuckyOtter', never 'LuckyPolar' for a polar bear.
    animals: lettersOnly(faker.definitions.animal.type.filter((type) => !type.includes(' ')).map(capitalise)),
  };
}

const stale = await syncJsonFixture(path, build(), {
  label: 'crowd-names',
  differs: "differs from faker's locale (regenerate with npx tsx scripts/crowd-names.ts)",
});
if (stale) process.exit(1);
