import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isHandChecked, REQUEST_SCHEMAS } from '@contract/request-schemas';
import { ROUTE_KEYS } from '@contract/route-list';

const source = resolve(import.meta.dirname, '../../../src');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat().filter((file) => /\.tsx?$/.test(file));
}

describe('the request schema map', () => {
  it('lists only routes of the contract, each with a schema or the fields checked by hand', () => {
    for (const [route, schema] of Object.entries(REQUEST_SCHEMAS)) {
      expect(ROUTE_KEYS, route).toContain(route);
      if (isHandChecked(schema)) expect(schema.handChecked.length, route).toBeGreaterThan(0);
    }
  });

  it('stays out of the sim worker and the app: only the API document reads it', async () => {
    const readers: string[] = [];
    for (const folder of ['sim', 'app', 'workers']) {
      for (const file of await filesUnder(join(source, folder))) {
        if ((await readFile(file, 'utf8')).includes('request-schemas')) readers.push(file);
      }
    }
    expect(readers).toEqual([]);
  });
});
