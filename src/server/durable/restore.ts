/**
 * Restore on start: the snapshot's tables, then the journal's records after its cut, written into a fresh
 * world database before the sim opens it (the sim then resumes from its database, as the browser worker does
 * on a reload).
 */
import { rm } from 'node:fs/promises';
import { deserialize } from 'node:v8';
import Dexie, {
  type DBCore,
  type DBCoreMutateResponse,
  type DBCoreTableSchema,
  type DBCoreTransaction,
} from 'dexie';
import { openSimDb } from '../../sim/services/db';
import { bottomOf } from './capture';
import { listSegments, readSegment, segmentFile, type JournalEntry, type JournalOp } from './journal-file';
import { readSnapshot, type TableDump } from './snapshot';

export interface RestoreReport {
  /** Rows read from the snapshot (0 without one). */
  snapshotRows: number;
  /** Journal records replayed after the snapshot. */
  replayedRecords: number;
  /** Whether a record cut short by a crash was dropped from the journal's end. */
  tornTail: boolean;
  ms: number;
}

export interface RestoredWorld {
  report: RestoreReport;
  /** The number the next transaction must get (above every number on disk). */
  nextSeq: number;
  /** The segment new records are appended to. */
  segment: number;
}

export async function restoreWorld(dir: string, dbName: string): Promise<RestoredWorld> {
  const started = performance.now();
  // The disk is the truth: whatever this process still holds under the name goes.
  await Dexie.delete(dbName);
  const snapshot = await readSnapshot(dir);
  const cut = snapshot?.cut ?? 0;
  const first = snapshot?.segment ?? 1;
  const segments = await listSegments(dir);
  const entries: JournalEntry[] = [];
  let tornTail = false;
  for (const segment of segments) {
    const path = segmentFile(dir, segment);
    // Segments the snapshot already holds (a crash came between its rename and their removal).
    if (segment < first) {
      await rm(path);
      continue;
    }
    if (tornTail) throw new Error(`${path} follows a damaged segment: the journal is corrupt`);
    const contents = await readSegment(path);
    tornTail = contents.torn;
    entries.push(...contents.entries.filter((entry) => entry.seq >= cut));
  }
  const lastSeq = entries.reduce((last, entry) => Math.max(last, entry.seq), cut - 1);

  const db = openSimDb(dbName);
  const core = bottomOf(db);
  await db.open();
  try {
    await writeAll(core(), snapshot?.tables ?? [], entries);
  } finally {
    db.close();
  }
  return {
    report: {
      snapshotRows: (snapshot?.tables ?? []).reduce((sum, table) => sum + table.values.length, 0),
      replayedRecords: entries.length,
      tornTail,
      ms: performance.now() - started,
    },
    nextSeq: lastSeq + 1,
    segment: Math.max(first, ...segments),
  };
}

/** Writes the snapshot's rows and the journal's writes in one transaction, in their order. */
async function writeAll(core: DBCore, tables: TableDump[], entries: JournalEntry[]) {
  const names = core.schema.tables.map((table) => table.name);
  const trans = core.transaction(names, 'readwrite');
  const done = completion(trans);
  // Awaited below unless a refused row stops the restore first.
  done.catch(() => undefined);
  const writes: Array<Promise<DBCoreMutateResponse>> = [];
  for (const table of tables) {
    if (table.values.length === 0) continue;
    const keys = table.keys ?? undefined;
    writes.push(core.table(table.name).mutate({ trans, type: 'put', values: table.values, keys }));
  }
  for (const entry of entries) for (const op of entry.ops) writes.push(replay(core, trans, op));
  const answers = await Promise.all(writes);
  const failures = answers.reduce((sum, answer) => sum + answer.numFailures, 0);
  if (failures > 0) {
    trans.abort();
    throw new Error(`Restoring the world failed: ${failures} rows were refused`);
  }
  await done;
}

function replay(core: DBCore, trans: DBCoreTransaction, op: JournalOp) {
  const table = core.table(op.table);
  switch (op.type) {
    case 'put': {
      const values = deserialize(op.values) as unknown[];
      const kept = op.keys.flatMap((key, index) =>
        key === undefined ? [] : [{ key, value: values[index] }],
      );
      const { primaryKey } = table.schema;
      if (typeof primaryKey.keyPath === 'string' && primaryKey.autoIncrement)
        for (const { key, value } of kept) Dexie.setByKeyPath(value as object, primaryKey.keyPath, key);
      return table.mutate({
        trans,
        type: 'put',
        values: kept.map(({ value }) => value),
        keys: outbound(table.schema) ? kept.map(({ key }) => key) : undefined,
      });
    }
    case 'delete':
      return table.mutate({ trans, type: 'delete', keys: op.keys });
    case 'deleteRange':
      return table.mutate({ trans, type: 'deleteRange', range: op.range });
  }
}

const outbound = (schema: DBCoreTableSchema) => schema.primaryKey.outbound;

function completion(trans: DBCoreTransaction): Promise<void> {
  const events = trans as unknown as Pick<EventTarget, 'addEventListener'>;
  return new Promise((resolve, reject) => {
    events.addEventListener('complete', () => resolve());
    events.addEventListener('abort', () =>
      reject(new Error('Restoring the world failed: its transaction aborted')),
    );
  });
}
