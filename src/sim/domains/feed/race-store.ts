/**
 * The race's standings in the raceEntries table (one entry per player and week, its total in millionths of a
 * US dollar): the order of places, the top of a race and one player's place.
 */
import Dexie from 'dexie';
import { RACE_WINNERS } from '@contract/index';
import type { RaceEntryRecord, SimDb } from '../../services/db';

/** The race's order: the most wagered first; among equal totals the one reached first; then by id. */
export const byRank = (a: RaceEntryRecord, b: RaceEntryRecord) =>
  b.wagerMicroUsd - a.wagerMicroUsd ||
  a.updatedAt - b.updatedAt ||
  (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/** A race's entries from a total upwards (a fresh collection each time: Dexie's reverse() changes it). */
const fromTotal = (db: SimDb, raceId: string, least: number | typeof Dexie.minKey = Dexie.minKey) =>
  db.raceEntries.where('[raceId+wagerMicroUsd]').between([raceId, least], [raceId, Dexie.maxKey], true, true);

/**
 * The first `count` places, in order. Reads the entries at or above the count-th total, so that equal totals
 * at the edge are ordered by the rule, not by the index. Dexie promises only: settlement runs it in its
 * transaction.
 */
export function topEntries(db: SimDb, raceId: string, count = RACE_WINNERS): PromiseLike<RaceEntryRecord[]> {
  return fromTotal(db, raceId)
    .reverse()
    .offset(count - 1)
    .first()
    .then((edge) => fromTotal(db, raceId, edge?.wagerMicroUsd).toArray())
    .then((entries) => entries.sort(byRank).slice(0, count));
}

/** A player's entry and place (null without an entry). */
export async function placeOf(db: SimDb, raceId: string, userId: string) {
  const entry = await db.raceEntries.get([raceId, userId]);
  if (!entry) return { entry: null, place: null };
  const [above, level] = await Promise.all([
    db.raceEntries
      .where('[raceId+wagerMicroUsd]')
      .between([raceId, entry.wagerMicroUsd], [raceId, Dexie.maxKey], false, true)
      .count(),
    db.raceEntries.where('[raceId+wagerMicroUsd]').equals([raceId, entry.wagerMicroUsd]).toArray(),
  ]);
  const aheadAtLevel = level.filter((other) => byRank(other, entry) < 0).length;
  return { entry, place: above + aheadAtLevel + 1 };
}
