/**
 * The running side of a durable world: flushes the captured commits to the journal, and takes snapshots
 * (every so many records, bytes or minutes, and on close) so that a restart replays a short journal.
 */
import { rm } from 'node:fs/promises';
import Dexie, { type DBCore } from 'dexie';
import type { Sim } from '../../sim';
import { openSimDb } from '../../sim/services/db';
import { bottomOf, type CommitCapture } from './capture';
import { listSegments, segmentFile, type JournalWriter } from './journal-file';
import { dumpTables, writeSnapshot } from './snapshot';

export interface SnapshotPolicy {
  /** Journal records since the last snapshot. */
  records: number;
  /** Journal bytes since the last snapshot. */
  bytes: number;
  /** Real ms since the last snapshot (when anything was written since). */
  ms: number;
}

export const DEFAULT_SNAPSHOT_POLICY: SnapshotPolicy = {
  records: 20_000,
  bytes: 32 * 1024 * 1024,
  ms: 5 * 60_000,
};

export interface PersistenceOptions {
  dir: string;
  dbName: string;
  sim: Sim;
  capture: CommitCapture;
  writer: JournalWriter;
  policy: SnapshotPolicy;
  /** How often (real ms) writes no call waited for (the crowd's, scheduled work) are flushed. */
  flushIntervalMs: number;
  /** Where a failed background flush or snapshot is told (nothing is lost: the journal keeps it). */
  onError: (error: unknown) => void;
  unlock: () => Promise<void>;
}

export class Persistence {
  private snapshotting: Promise<void> | null = null;
  private lastSnapshotAt = Date.now();
  private closing: Promise<void> | null = null;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly options: PersistenceOptions) {
    this.timer = setInterval(() => void this.flush().catch(options.onError), options.flushIntervalMs);
    // The host's server keeps the process alive, not this timer.
    this.timer.unref();
  }

  /** Every commit so far, on disk. */
  async flush(): Promise<void> {
    const { capture, writer } = this.options;
    await capture.settled();
    await writer.flush();
    if (this.snapshotDue()) void this.snapshot().catch(this.options.onError);
  }

  /** A snapshot of the running world now; the journal then starts over. */
  snapshot(): Promise<void> {
    // The close writes the last one.
    if (this.closing) return this.closing;
    this.snapshotting ??= this.snapshotOf(this.options.capture.core()).finally(
      () => (this.snapshotting = null),
    );
    return this.snapshotting;
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown() {
    const { sim, capture, dbName, writer, unlock } = this.options;
    clearInterval(this.timer);
    try {
      await this.snapshotting?.catch(() => undefined);
      await sim.close();
      await capture.settled();
      // The sim's database is closed: the last snapshot reads it through an instance of its own.
      const reader = openSimDb(dbName);
      const core = bottomOf(reader);
      await reader.open();
      try {
        await this.snapshotOf(core());
      } finally {
        reader.close();
      }
      await writer.close();
      await Dexie.delete(dbName);
    } finally {
      await unlock();
    }
  }

  private snapshotDue(): boolean {
    const { writer, policy } = this.options;
    if (this.snapshotting || this.closing || writer.recordsSinceRotation === 0) return false;
    return (
      writer.recordsSinceRotation >= policy.records ||
      writer.bytesSinceRotation >= policy.bytes ||
      Date.now() - this.lastSnapshotAt >= policy.ms
    );
  }

  private async snapshotOf(core: DBCore) {
    const { capture, writer, dir } = this.options;
    // These three run in one go: the read sees exactly the transactions numbered below the cut, and every
    // record already queued (all below the cut) stays in the segments the snapshot replaces.
    const cut = capture.nextSeq();
    const tables = dumpTables(core);
    const rotated = writer.rotate();
    // Awaited once the snapshot is written; a failure must not go unhandled meanwhile.
    rotated.catch(() => undefined);
    const segment = writer.currentSegment;
    const rows = await tables;
    // Every transaction below the cut has committed once the read is done; its keys are counted once handed on.
    await capture.settled();
    await writeSnapshot(dir, { cut, segment, tables: rows, keyFloors: capture.keyFloors() });
    await rotated;
    for (const old of await listSegments(dir))
      if (old < segment) await rm(segmentFile(dir, old), { force: true });
    this.lastSnapshotAt = Date.now();
  }
}
