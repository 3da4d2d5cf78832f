/**
 * The journal on disk: numbered segment files of records, one record per committed transaction, each
 * `[payload length: u32 LE][crc32 of payload: u32 LE][payload: v8.serialize(entry)]` (v8's format keeps
 * Dates, typed arrays, bigints and Maps). A record cut short by a kill mid-write fails its length or its
 * checksum: it and anything after it are dropped (nothing after it was ever answered).
 */
import { open, readFile, readdir, truncate, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { DBCoreKeyRange } from 'dexie';
import { syncDirectory } from './files';

export type JournalOp =
  /** values: v8.serialize of the written rows; keys: their primary keys, undefined where one failed. */
  | { table: string; type: 'put'; keys: unknown[]; values: Buffer }
  | { table: string; type: 'delete'; keys: unknown[] }
  | { table: string; type: 'deleteRange'; range: DBCoreKeyRange };

/** One committed transaction; seq numbers transactions in creation order (snapshots cut by it). */
export interface JournalEntry {
  seq: number;
  ops: JournalOp[];
}

const HEADER_BYTES = 8;
const SEGMENT_PATTERN = /^journal-(\d{6})\.bin$/;

export const segmentFile = (dir: string, segment: number) =>
  join(dir, `journal-${String(segment).padStart(6, '0')}.bin`);

/** The numbers of the segments in dir, ascending. */
export async function listSegments(dir: string): Promise<number[]> {
  const names = await readdir(dir);
  return names
    .map((name) => SEGMENT_PATTERN.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

export function encodeRecord(entry: JournalEntry): Buffer {
  const payload = serialize(entry);
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

export interface SegmentContents {
  entries: JournalEntry[];
  /** Bytes of whole records; less than the file's size when its tail is torn. */
  goodBytes: number;
  torn: boolean;
}

export function decodeRecords(bytes: Buffer): SegmentContents {
  const entries: JournalEntry[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < HEADER_BYTES) break;
    const length = bytes.readUInt32LE(offset);
    const end = offset + HEADER_BYTES + length;
    if (end > bytes.length) break;
    const payload = bytes.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== bytes.readUInt32LE(offset + 4)) break;
    entries.push(deserialize(payload) as JournalEntry);
    offset = end;
  }
  return { entries, goodBytes: offset, torn: offset < bytes.length };
}

/** Reads a segment; a torn tail is cut off the file, so that new records follow whole ones. */
export async function readSegment(path: string): Promise<SegmentContents> {
  const contents = decodeRecords(await readFile(path));
  if (contents.torn) await truncate(path, contents.goodBytes);
  return contents;
}

/**
 * Appends records to the current segment. `flush` writes what is queued and fsyncs it; `rotate` makes the
 * records queued from then on go to the next segment (a snapshot's cut). Writes run one at a time, in order.
 */
export class JournalWriter {
  private pending: Buffer[] = [];
  private file: { handle: FileHandle; segment: number } | null = null;
  private chain: Promise<void> = Promise.resolve();
  /**
   * A write or fsync that failed: the world in memory is then ahead of its journal (and the file may end in
   * half a record), so every later flush fails too, rather than answer calls that a restart would lose.
   */
  private failure: unknown = null;
  /** Bytes and records appended since the last rotation (the snapshot policy reads them). */
  bytesSinceRotation = 0;
  recordsSinceRotation = 0;

  constructor(
    private readonly dir: string,
    private segment: number,
  ) {}

  get currentSegment() {
    return this.segment;
  }

  append(entry: JournalEntry) {
    const record = encodeRecord(entry);
    this.pending.push(record);
    this.bytesSinceRotation += record.length;
    this.recordsSinceRotation += 1;
  }

  /** Resolves once every record appended before the call is on disk. */
  flush(): Promise<void> {
    const records = this.pending.splice(0);
    const segment = this.segment;
    return this.enqueue(() => this.write(records, segment));
  }

  /** From now on records go to a new segment; resolves (with the old one's number) once the old one is closed. */
  rotate(): Promise<number> {
    const last = this.pending.splice(0);
    const old = this.segment;
    this.segment += 1;
    this.bytesSinceRotation = 0;
    this.recordsSinceRotation = 0;
    return this.enqueue(async () => {
      await this.write(last, old);
      await this.closeFile();
    }).then(() => old);
  }

  async close() {
    await this.flush();
    await this.enqueue(() => this.closeFile());
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    const next = this.chain.then(async () => {
      if (this.failure)
        throw new Error('The journal failed earlier: restart the world', { cause: this.failure });
      try {
        await step();
      } catch (error) {
        this.failure = error;
        throw error;
      }
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async write(records: Buffer[], segment: number) {
    if (records.length === 0) return;
    if (this.file?.segment !== segment) {
      await this.closeFile();
      this.file = { handle: await open(segmentFile(this.dir, segment), 'a'), segment };
      // A new file's name must survive a crash too.
      await syncDirectory(this.dir);
    }
    const { handle } = this.file;
    const bytes = Buffer.concat(records);
    for (let offset = 0; offset < bytes.length;) offset += (await handle.write(bytes, offset)).bytesWritten;
    await handle.datasync();
  }

  private async closeFile() {
    await this.file?.handle.close();
    this.file = null;
  }
}
