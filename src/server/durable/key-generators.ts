/**
 * IndexedDB's key generators across a restart. An auto-increment table never gives a key twice, even after
 * its newest row is deleted; rows put back with their keys only move the generator past the keys still
 * there. So the highest key each table has given (its floor) is kept in the snapshot and found again in the
 * journal, and on restore a row is put at the floor and deleted, which moves the generator past it.
 */
import Dexie from 'dexie';
import type { TableWrite } from './replay-plan';

/** Per auto-increment table, the highest numeric key it has given. */
export type KeyFloors = Record<string, number>;

export function raiseFloor(floors: KeyFloors, table: string, keys: readonly unknown[] | undefined) {
  for (const key of keys ?? [])
    if (typeof key === 'number' && key > (floors[table] ?? -Infinity)) floors[table] = key;
}

/** The floors after the journal's writes. */
export function floorsAfter(floors: KeyFloors, plan: Map<string, TableWrite[]>): KeyFloors {
  const raised = { ...floors };
  for (const [table, writes] of plan)
    for (const write of writes) if (write.type === 'put') raiseFloor(raised, table, write.keys);
  return raised;
}

/** Moves each auto-increment table's generator past its floor where no row holds that key any more. */
export async function restoreKeyGenerators(db: Dexie, floors: KeyFloors) {
  for (const table of db.tables) {
    const floor = floors[table.name];
    const { keyPath, auto } = table.schema.primKey;
    if (floor === undefined || !auto || typeof keyPath !== 'string') continue;
    const newest = await table.orderBy(':id').lastKey();
    if (typeof newest === 'number' && newest >= floor) continue;
    const placeholder = {};
    Dexie.setByKeyPath(placeholder, keyPath, floor);
    await db.transaction('rw', table, async () => {
      await table.put(placeholder);
      await table.delete(floor);
    });
  }
}
