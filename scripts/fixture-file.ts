/**
 * What the fixture generators share: a JSON fixture formatted as Prettier would, written only when it changed,
 * or with `--check` on the command line only compared.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

export const checkOnly = process.argv.includes('--check');

/**
 * Brings the JSON file at `path` to `data` and says so under `label`. With `--check` it writes nothing and
 * prints `differs` when the file is not what would be written. Returns whether the file is out of date.
 */
export async function syncJsonFixture(
  path: string,
  data: unknown,
  { label, differs }: { label: string; differs: string },
): Promise<boolean> {
  const config = (await prettier.resolveConfig(path)) ?? {};
  const text = await prettier.format(JSON.stringify(data), { ...config, parser: 'json' });
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // not written yet
  }
  if (current === text) {
    console.log(`${label}: up to date`);
    return false;
  }
  if (checkOnly) {
    console.log(`${label}: ${differs}`);
    return true;
  }
  writeFileSync(path, text);
  console.log(`${label}: written`);
  return false;
}
