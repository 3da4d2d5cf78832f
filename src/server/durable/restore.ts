/**
 * Restore on start: the snapshot's tables, then the journal's records after its cut, written into a fresh
 * world database before the sim opens it (the sim then resumes from its database, as the browser worker does
 * on a reload).
 */
import { rm } from 'node:fs/promises';
import Dexie, {
  type DBCore,
  type DBCoreMutateResponse,
  type DBCoreTable,
  type DBCoreTransaction,
} from 'dexie';
import { openSimDb } from '../../sim/services/db';
import { bottomOf } from './capture';
import { listSegments, readSegment, segmentFile, type JournalEntry } from './journal-file';
import { floorsAfter, restoreKeyGenerators, type KeyFloors } from './key-generators';
import { replayPlan, type TableWrite } from './replay-plan';
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
  keyFloors: KeyFloors;
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

  const plan = replayPlan(entries);
  const keyFloors = floorsAfter(snapshot?.keyFloors ?? {}, plan);
  const db = openSimDb(dbName);
  const core = bottomOf(db);
  await db.open();
  try {
    await writeAll(core(), snapshot?.tables ?? [], plan);
    await restoreKeyGenerators(db, keyFloors);
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
    keyFloors,
  };
}

/** Writes the snapshot's rows, then the journal's writes (replay-plan.ts), in one transaction. */
async function writeAll(core: DBCore, tables: TableDump[], plan: Map<string, TableWrite[]>) {
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
  for (const [name, tableWrites] of plan)
    for (const write of tableWrites) writes.push(replay(core.table(name), trans, write));
  const answers = await Promise.all(writes);
  const failures = answers.reduce((sum, answer) => sum + answer.numFailures, 0);
  if (failures > 0) {
    trans.abort();
    throw new Error(`Restoring the world failed: ${failures} rows were refused`);
  }
  await done;
}

function replay(table: DBCoreTable, trans: DBCoreTransaction, write: TableWrite) {
  if (write.type !== 'put') return table.mutate({ trans, ...write });
  const { primaryKey } = table.schema;
  // An auto-incremented key was given by IndexedDB: the journal has it beside the row, not in it.
  if (typeof primaryKey.keyPath === 'string' && primaryKey.autoIncrement)
    write.values.forEach((value, index) =>
      Dexie.setByKeyPath(value as object, primaryKey.keyPath as string, write.keys[index]),
    );
  const keys = primaryKey.outbound ? write.keys : undefined;
  return table.mutate({ trans, type: 'put', values: write.values, keys });
}

function completion(trans: DBCoreTransaction): Promise<void> {
  const events = trans as unknown as Pick<EventTarget, 'addEventListener'>;
  return new Promise((resolve, reject) => {
    events.addEventListener('complete', () => resolve());
    events.addEventListener('abort', () =>
      reject(new Error('Restoring the world failed: its transaction aborted')),
    );
  });
}
