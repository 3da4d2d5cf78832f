/**
 * The journal's writes, made cheap to replay: writes to different tables do not depend on each other, so they
 * are grouped per table (each table's keep their order), and each run of puts between two deletes becomes
 * one bulk put holding only the last row per key (a balance written by a thousand bets is written once).
 */
import { deserialize, serialize } from 'node:v8';
import type { DBCoreKeyRange } from 'dexie';
import type { JournalEntry } from './journal-file';

export type TableWrite =
  | { type: 'put'; keys: unknown[]; values: unknown[] }
  | { type: 'delete'; keys: unknown[] }
  | { type: 'deleteRange'; range: DBCoreKeyRange };

interface PutRun {
  type: 'put';
  rows: Map<unknown, { key: unknown; value: unknown }>;
}

export function replayPlan(entries: JournalEntry[]): Map<string, TableWrite[]> {
  const plan = new Map<string, Array<PutRun | TableWrite>>();
  for (const entry of entries)
    for (const op of entry.ops) {
      let writes = plan.get(op.table);
      if (!writes) plan.set(op.table, (writes = []));
      if (op.type !== 'put') {
        writes.push(
          op.type === 'delete' ? { type: 'delete', keys: op.keys } : { type: 'deleteRange', range: op.range },
        );
        continue;
      }
      let run = writes.at(-1);
      if (run?.type !== 'put' || !('rows' in run)) writes.push((run = { type: 'put', rows: new Map() }));
      const values = deserialize(op.values) as unknown[];
      op.keys.forEach((key, index) => {
        // A write of a bulk call that failed left nothing.
        if (key === undefined) return;
        const identity = keyIdentity(key);
        // Delete first: the map keeps insertion order, and the row must land where its last write was.
        (run as PutRun).rows.delete(identity);
        (run as PutRun).rows.set(identity, { key, value: values[index] });
      });
    }
  return new Map(
    [...plan].map(([table, writes]) => [
      table,
      writes.map((write): TableWrite => {
        if (!('rows' in write)) return write;
        const rows = [...write.rows.values()];
        return { type: 'put', keys: rows.map((row) => row.key), values: rows.map((row) => row.value) };
      }),
    ]),
  );
}

/**
 * A key's identity for the map: strings and numbers as they are, compound keys and other key types by their
 * v8 bytes (two equal IndexedDB keys serialize alike).
 */
function keyIdentity(key: unknown): unknown {
  if (typeof key === 'string' || typeof key === 'number') return key;
  return `\u0000${serialize(key).toString('base64')}`;
}
