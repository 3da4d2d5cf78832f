/** The catalogue's fixtures are what scripts/catalogue/build.ts writes, and their names are made up. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import games from '@fixtures/catalogue/games.json';
import providers from '@fixtures/catalogue/providers.json';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A sample of real studios' names: none may appear in a provider's name. */
const REAL_STUDIOS = [
  'pragmatic',
  'netent',
  'evolution',
  "play'n",
  'microgaming',
  'playtech',
  'hacksaw',
  'nolimit',
];

describe('catalogue fixtures', () => {
  it('are what scripts/catalogue/build.ts would write unchanged', () => {
    const tsx = `${ROOT}node_modules/tsx/dist/cli.mjs`;
    const output = execFileSync(process.execPath, [tsx, 'scripts/catalogue/build.ts', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(output).not.toContain('differs');
  });

  it('have unique game ids and names, and providers named by no real studio', () => {
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.name.toLowerCase())).size).toBe(games.length);
    for (const provider of providers)
      for (const studio of REAL_STUDIOS) expect(provider.name.toLowerCase()).not.toContain(studio);
  });

  it('give every slot and instant game an RTP between 94% and 97% and a volatility', () => {
    for (const game of games.filter((g) => g.kind === 'slot' || g.kind === 'instant')) {
      expect(game.rtp).toBeGreaterThanOrEqual(0.94);
      expect(game.rtp).toBeLessThanOrEqual(0.97);
      expect(game.volatility).toMatch(/^(low|medium|high)$/);
    }
  });
});
