/**
 * A seat's stay, kept in the database (version 15) so that money bought in is never lost: its stack is saved
 * after every hand, and a stay an earlier start of the room left open (a reload mid-session) is cashed out with
 * its last saved stack. The hand under way at such a reload is void: its chips were never saved as lost.
 */
import type { PokerStayRecord, SimDb } from '../../../../services/db';

export type { PokerStayRecord };

export async function openStay(db: SimDb, stay: PokerStayRecord): Promise<void> {
  await db.pokerStays.add(stay);
}

export async function dropStay(db: SimDb, stayId: string): Promise<void> {
  await db.pokerStays.delete(stayId);
}

/** Saves the stacks after a hand (and when the stay was last seen alive). */
export async function saveStacks(
  db: SimDb,
  stacks: readonly { stayId: string; stack: number }[],
  at: number,
): Promise<void> {
  await db.transaction('rw', db.pokerStays, () =>
    Promise.all(stacks.map(({ stayId, stack }) => db.pokerStays.update(stayId, { stack, seenAt: at }))),
  );
}

export async function closeStay(db: SimDb, stayId: string, cashOutMinor: number, at: number): Promise<void> {
  await db.pokerStays.update(stayId, { open: 0, stack: 0, cashOutMinor, closedAt: at });
}

/** Open stays nobody has seen since `before`, except those `live` holds. */
export async function orphanedStays(
  db: SimDb,
  before: number,
  live: ReadonlySet<string>,
): Promise<PokerStayRecord[]> {
  const open = await db.pokerStays.where('open').equals(1).toArray();
  return open.filter((stay) => stay.seenAt < before && !live.has(stay.stayId));
}

/** The caller's last closed stay at a table (what they cashed out). */
export async function lastClosedStay(
  db: SimDb,
  userId: string,
  tableId: string,
): Promise<PokerStayRecord | undefined> {
  const stays = await db.pokerStays.where('userId').equals(userId).toArray();
  return stays
    .filter((stay) => stay.tableId === tableId && stay.open === 0)
    .sort((a, b) => (b.closedAt ?? 0) - (a.closedAt ?? 0))[0];
}

/** Forgets stays closed before `before` (their money moves are in the ledger and the bet history). */
export async function pruneClosedStays(db: SimDb, before: number): Promise<void> {
  await db.pokerStays.where('closedAt').below(before).delete();
}
