/**
 * The crowd's logins come from the words of fixtures/world/crowd-names.json, drawn by the seeded stream (no
 * faker at run time, so the worker ships no locale), and the fixture is what scripts/crowd-names.ts makes.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import crowdNames from '@fixtures/world/crowd-names.json';
import { LIMITS } from '@contract/index';
import { createNameMaker } from '../../../src/sim/world/population/names';
import { populationRandom } from '../../../src/sim/world/population/random';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function names(seed: string, count: number): string[] {
  const nextName = createNameMaker(populationRandom(seed));
  const taken = new Set<string>();
  return Array.from({ length: count }, () => nextName(taken));
}

/** A name starts with a fixture first name, or is a tag word and a fixture animal ('LuckyOtter77'). */
function madeOfFixtureWords(name: string): boolean {
  const head = /^[A-Za-z]+/.exec(name)?.[0] ?? '';
  return crowdNames.firstNames.includes(head) || crowdNames.animals.some((animal) => head.endsWith(animal));
}

describe("the crowd's names", () => {
  it('are made of the fixture words, obey the login rule and are unique', () => {
    const made = names('names-words', 500);
    const loginRule = new RegExp(`^[A-Za-z0-9_.-]{${LIMITS.loginMin},${LIMITS.loginMax}}$`);
    expect(made.filter((name) => !loginRule.test(name))).toEqual([]);
    expect(made.filter((name) => !madeOfFixtureWords(name))).toEqual([]);
    expect(new Set(made.map((name) => name.toLowerCase())).size).toBe(made.length);
  });

  it('are the same for the same seed and others for another seed', () => {
    expect(names('names-seed', 100)).toEqual(names('names-seed', 100));
    expect(names('names-other', 100)).not.toEqual(names('names-seed', 100));
  });

  it('come from a fixture that scripts/crowd-names.ts would write unchanged', () => {
    const tsx = `${ROOT}node_modules/tsx/dist/cli.mjs`;
    const output = execFileSync(process.execPath, [tsx, 'scripts/crowd-names.ts', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(output).toContain('up to date');
  });
});
