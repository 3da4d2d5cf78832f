/**
 * The journal and the snapshots on disk, read back while the world still runs (as after a kill -9): the
 * restored database equals the live one, with writes racing a snapshot, with a torn last record, and with
 * aborted transactions, which leave nothing.
 */
import { appendFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { openSimDb } from '../../../src/sim/services/db';
import {
  decodeRecords,
  encodeRecord,
  JournalWriter,
  listSegments,
  readSegment,
  segmentFile,
} from '../../../src/server/durable/journal-file';
import { restoreWorld } from '../../../src/server/durable/restore';
import type { Sim } from '../../../src/sim';
import { betWhisper, dataFolder, openWorld, playerWithBet, wholeDatabase } from './durable-helpers';

/** The database the files in dir restore to, read through a database of its own name. */
async function restoredCopy(dir: string) {
  const dbName = `restored-${crypto.randomUUID()}`;
  const restored = await restoreWorld(join(dir, 'test'), dbName);
  const db = openSimDb(dbName);
  try {
    const tables = await Promise.all(db.tables.map(async (table) => [table.name, await table.toArray()]));
    return { restored, tables: Object.fromEntries(tables) as Record<string, unknown[]> };
  } finally {
    db.close();
    await Dexie.delete(dbName);
  }
}

async function journalRecords(dir: string) {
  const folder = join(dir, 'test');
  const segments = await listSegments(folder);
  const contents = await Promise.all(segments.map((segment) => readSegment(segmentFile(folder, segment))));
  return contents.flatMap((content) => content.entries);
}

const players = (sim: Sim, prefix: string, count: number) =>
  Promise.all(Array.from({ length: count }, (_, index) => playerWithBet(sim, `${prefix}${index}`)));

describe('the journal', () => {
  it('restores the live database exactly from the journal alone', async () => {
    const dir = await dataFolder();
    const world = await openWorld(dir);
    await players(world.sim, 'plain', 3);
    await world.flush();
    const { restored, tables } = await restoredCopy(dir);
    expect(restored.report.snapshotRows).toBe(0);
    expect(restored.report.replayedRecords).toBeGreaterThan(0);
    expect(tables).toEqual(await wholeDatabase(world.sim));
  });

  it('restores snapshot + journal to the live database, with writes racing the snapshot', async () => {
    const dir = await dataFolder();
    const world = await openWorld(dir);
    await players(world.sim, 'early', 2);
    // The snapshot starts while calls are in flight; more follow it.
    const racing = players(world.sim, 'racing', 3);
    await world.snapshot();
    await racing;
    await players(world.sim, 'late', 2);
    await world.flush();
    const { restored, tables } = await restoredCopy(dir);
    expect(restored.report.snapshotRows).toBeGreaterThan(0);
    expect(tables).toEqual(await wholeDatabase(world.sim));
    // The snapshot replaced the segments before it.
    expect((await listSegments(join(dir, 'test')))[0]).toBeGreaterThan(1);
  });

  it('ignores a torn last record and cuts it off the file', async () => {
    const dir = await dataFolder();
    const world = await openWorld(dir);
    await players(world.sim, 'torn', 2);
    await world.flush();
    const live = await wholeDatabase(world.sim);
    const folder = join(dir, 'test');
    const last = segmentFile(folder, (await listSegments(folder)).at(-1)!);
    const whole = (await stat(last)).size;
    const record = encodeRecord({ seq: 1e9, ops: [{ table: 'meta', type: 'delete', keys: ['x'] }] });
    await appendFile(last, record.subarray(0, record.length - 3));
    const { restored, tables } = await restoredCopy(dir);
    expect(restored.report.tornTail).toBe(true);
    expect(tables).toEqual(live);
    expect((await stat(last)).size).toBe(whole);
  });

  it('stops reading at a record whose checksum fails', () => {
    const first = encodeRecord({ seq: 1, ops: [{ table: 'meta', type: 'delete', keys: ['a'] }] });
    const second = encodeRecord({ seq: 2, ops: [{ table: 'meta', type: 'delete', keys: ['b'] }] });
    const damaged = Buffer.from(second);
    damaged[damaged.length - 1]! ^= 0xff;
    const contents = decodeRecords(Buffer.concat([first, damaged]));
    expect(contents.entries.map((entry) => entry.seq)).toEqual([1]);
    expect(contents).toMatchObject({ goodBytes: first.length, torn: true });
  });

  it('fails every flush after a failed write: the journal would be behind the world', async () => {
    const dir = join(await dataFolder(), 'not-yet-there');
    const writer = new JournalWriter(dir, 1);
    writer.append({ seq: 0, ops: [{ table: 'meta', type: 'delete', keys: ['a'] }] });
    await expect(writer.flush()).rejects.toThrow(/ENOENT/);
    await mkdir(dir);
    writer.append({ seq: 1, ops: [{ table: 'meta', type: 'delete', keys: ['b'] }] });
    await expect(writer.flush()).rejects.toThrow(/failed earlier/);
  });

  it('journals nothing of an aborted transaction or a refused bet', async () => {
    const dir = await dataFolder();
    const world = await openWorld(dir);
    const { token } = await playerWithBet(world.sim, 'refused');
    await world.flush();
    const recordsBefore = (await journalRecords(dir)).length;
    const { db } = await world.sim.context();
    await expect(
      db.transaction('rw', db.meta, async () => {
        await db.meta.put({ key: 'aborted-write', value: 1 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const refused = await world.sim.whisper(betWhisper(token, 1e9));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await world.flush();
    expect(await journalRecords(dir)).toHaveLength(recordsBefore);
    const { tables } = await restoredCopy(dir);
    expect(tables.meta).not.toContainEqual(expect.objectContaining({ key: 'aborted-write' }));
    expect(tables).toEqual(await wholeDatabase(world.sim));
  });

  it('never gives an auto-increment key twice, after the newest row was deleted', async () => {
    const dir = await dataFolder();
    const world = await openWorld(dir);
    const { db } = await world.sim.context();
    const email = (token: string) => ({
      userId: 'u',
      to: 'u@mail.example',
      kind: 'verify' as const,
      subject: 's',
      link: 'l',
      token,
      sentAt: 0,
      used: false,
    });
    await db.emails.add(email('first'));
    const newest = (await db.emails.add(email('second'))) as number;
    await db.emails.delete(newest);
    await world.flush();
    // From the journal alone (after a crash), and from the snapshot a clean close writes.
    const dbName = `restored-${crypto.randomUUID()}`;
    await restoreWorld(join(dir, 'test'), dbName);
    const copy = openSimDb(dbName);
    expect(await copy.emails.add(email('after a crash'))).toBe(newest + 1);
    copy.close();
    await Dexie.delete(dbName);
    await world.close();
    const reopened = await openWorld(dir);
    const { db: again } = await reopened.sim.context();
    expect(await again.emails.add(email('after a restart'))).toBe(newest + 1);
  });
});
