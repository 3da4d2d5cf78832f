/**
 * One-time values (a solved captcha response, a wallet nonce): read and marked used in one transaction, so that
 * two tabs of the same world, each with its own sim on the shared database, cannot both spend one.
 */
import type { OneTimeRecord, SimDb } from './db';

/** Spends the value if `usable` accepts its record; true when this call spent it. */
export function spendOneTime(
  db: SimDb,
  value: string,
  usable: (record: OneTimeRecord) => boolean,
): Promise<boolean> {
  return db.transaction('rw', db.oneTime, async () => {
    const record = await db.oneTime.get(value);
    if (!record || record.used || !usable(record)) return false;
    await db.oneTime.update(value, { used: true });
    return true;
  });
}
