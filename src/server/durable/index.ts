/**
 * A world that outlives its process: the Node host opens its sims through here. Every change the sim commits
 * is on disk before the host answers the call that caused it (`flush`), so a `kill -9` loses no answered
 * call; a snapshot keeps the restart fast.
 *
 * How: the sim runs on Dexie over fake-indexeddb (in memory). A DBCore middleware (capture.ts) hands on the
 * writes of every committed transaction; `flush` appends them to the journal and fsyncs it (journal-file.ts);
 * snapshots dump every table (snapshot.ts); on start the snapshot and the journal after it are written back
 * into the database before the sim opens it (restore.ts), and the sim resumes from its database.
 * Files under `dataDir/name/`: meta.json (the seed), lock, snapshot.bin, journal-NNNNNN.bin.
 */
// Node has no IndexedDB: the sim's database lives in this process's memory, the disk holds its copy.
import 'fake-indexeddb/auto';
import { resolve } from 'node:path';
import { createSim, type CreateSimOptions, type Sim } from '../../sim';
import { captureCommits, type CommitCapture } from './capture';
import { JournalWriter } from './journal-file';
import { DEFAULT_SNAPSHOT_POLICY, Persistence, type SnapshotPolicy } from './persistence';
import { restoreWorld, type RestoreReport } from './restore';
import { checkWorldMeta, lockWorldDir, type WorldMeta } from './world-dir';

export type { SnapshotPolicy } from './persistence';

export interface DurableSimOptions extends Omit<CreateSimOptions, 'dbName' | 'onDatabase'> {
  /** Where the world's snapshot and journal live; null keeps the world in memory only. */
  dataDir: string | null;
  /** The world's name: its database and its folder under dataDir. Default 'world'. */
  name?: string;
  /** When a snapshot is taken (DEFAULT_SNAPSHOT_POLICY for what is not given). */
  snapshotEvery?: Partial<SnapshotPolicy>;
  /** How often (real ms) writes no call waited for (the crowd's, scheduled work) reach the disk. Default 1000. */
  flushIntervalMs?: number;
  /** Where a failed background flush or snapshot is reported. Default: console.error. */
  onError?: (error: unknown) => void;
}

/** A world continued from disk: which one, and what its restart read. */
export interface ResumedWorld {
  meta: WorldMeta;
  restore: RestoreReport;
}

export interface DurableSim {
  readonly sim: Sim;
  /** The world this start continued; null for a new world or one in memory only. */
  readonly resumed: ResumedWorld | null;
  /** Resolves once every change committed so far is on disk; the host awaits it before it answers a call. */
  flush(): Promise<void>;
  /** Writes a snapshot now (the journal starts over); resolves once it is on disk. */
  snapshot(): Promise<void>;
  /** Writes what is left (a last snapshot), then closes the world. */
  close(): Promise<void>;
}

export async function openDurableSim(options: DurableSimOptions): Promise<DurableSim> {
  const {
    dataDir,
    name = 'world',
    snapshotEvery,
    flushIntervalMs = 1000,
    onError = (error: unknown) => console.error('durable world:', error),
    ...simOptions
  } = options;
  const dbName = `server-${name}`;
  if (dataDir === null) {
    const sim = createSim({ ...simOptions, dbName });
    await sim.ready;
    const nothing = async () => undefined;
    return { sim, resumed: null, flush: nothing, snapshot: nothing, close: () => sim.close() };
  }

  const dir = resolve(dataDir, name);
  const unlock = await lockWorldDir(dir);
  let sim: Sim | null = null;
  try {
    const meta = await checkWorldMeta(dir, name, simOptions);
    const restored = await restoreWorld(dir, dbName);
    const writer = new JournalWriter(dir, restored.segment);
    let capture: CommitCapture | null = null;
    sim = createSim({
      ...simOptions,
      dbName,
      onDatabase: (db) => (capture = captureCommits(db, restored, (entry) => writer.append(entry))),
    });
    await sim.ready;
    const persistence = new Persistence({
      dir,
      dbName,
      sim,
      capture: capture!,
      writer,
      policy: { ...DEFAULT_SNAPSHOT_POLICY, ...snapshotEvery },
      flushIntervalMs,
      onError,
      unlock,
    });
    // A new world's first start (its demo accounts, its crowd) is on disk before anyone is answered.
    await persistence.flush();
    return {
      sim,
      resumed: meta ? { meta, restore: restored.report } : null,
      flush: () => persistence.flush(),
      snapshot: () => persistence.snapshot(),
      close: () => persistence.close(),
    };
  } catch (error) {
    await sim?.close().catch(() => undefined);
    await unlock();
    throw error;
  }
}
