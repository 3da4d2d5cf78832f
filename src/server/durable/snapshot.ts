/**
 * Snapshots: every table of the world in one file, read in one read-only transaction (a consistent view)
 * and written atomically. A snapshot names its cut: it holds every transaction numbered below `cut` and none
 * from `cut` on, and the journal is replayed from segment `segment` on, skipping what it already holds.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { DBCore, DBCoreKeyRange } from 'dexie';
import { writeFileAtomically } from './files';
import type { KeyFloors } from './key-generators';

export interface TableDump {
  name: string;
  /** The primary keys, for a table whose keys live outside its rows (null when they are in the rows). */
  keys: unknown[] | null;
  values: unknown[];
}

export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  cut: number;
  segment: number;
  tables: TableDump[];
  keyFloors: KeyFloors;
}

const SNAPSHOT_FORMAT = 1;
/** DBCoreRangeType.Any (a const enum, which isolated modules cannot read). */
export const WHOLE_TABLE = { type: 3, lower: undefined, upper: undefined } as unknown as DBCoreKeyRange;

export const snapshotFile = (dir: string) => join(dir, 'snapshot.bin');

/**
 * Reads every table. The read-only transaction is created before this returns: it sees exactly the
 * read-write transactions created before it (IndexedDB orders transactions of overlapping scope by creation).
 */
export function dumpTables(core: DBCore): Promise<TableDump[]> {
  const names = core.schema.tables.map((table) => table.name);
  const trans = core.transaction(names, 'readonly');
  return Promise.all(
    names.map(async (name) => {
      const table = core.table(name);
      const { primaryKey } = table.schema;
      const query = { index: primaryKey, range: WHOLE_TABLE };
      const [values, keys] = await Promise.all([
        table.query({ trans, query, values: true }),
        primaryKey.outbound ? table.query({ trans, query, values: false }) : null,
      ]);
      return { name, keys: keys?.result ?? null, values: values.result };
    }),
  );
}

export async function writeSnapshot(dir: string, snapshot: Omit<Snapshot, 'format'>) {
  await writeFileAtomically(snapshotFile(dir), serialize({ format: SNAPSHOT_FORMAT, ...snapshot }));
}

export async function readSnapshot(dir: string): Promise<Snapshot | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(snapshotFile(dir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const snapshot = deserialize(bytes) as Snapshot;
  if (snapshot.format !== SNAPSHOT_FORMAT)
    throw new Error(
      `${snapshotFile(dir)} has format ${String(snapshot.format)}; this build reads ${SNAPSHOT_FORMAT}`,
    );
  return snapshot;
}
