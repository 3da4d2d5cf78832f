/**
 * The Node host runs the sim under `node --import tsx`, without Vite: what only Vite's bundler (or vitest's
 * interop) accepts passes every other unit test and still breaks the host. A CommonJS package imported by name
 * (pokersolver's Hand: every provider call failed) and Vite's import.meta.glob (no game had a paytable) did.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jsonFromNodeScript } from '../fakes/node-script';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const NODE_SIDE = ['src/contract', 'src/sim', 'src/server', 'src/workers'];

describe('the sim, the contract and the host in Node without Vite', () => {
  it('load every module', () => {
    const { loaded, failures } = jsonFromNodeScript<{ loaded: number; failures: Record<string, string> }>(
      'tests/unit/server/fixtures/load-all.ts',
    );
    expect(failures).toEqual({});
    expect(loaded).toBeGreaterThan(300);
  });

  it('use no import.meta.glob, which only Vite understands', () => {
    const users = NODE_SIDE.flatMap((folder) =>
      readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((path) => /import\.meta\.glob\s*[<(]/.test(readFileSync(path, 'utf8'))),
    );
    expect(users).toEqual([]);
  });
});
