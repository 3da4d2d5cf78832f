/** First start of a world seeds it; every start counts itself, so streams never repeat after a reload. */
import type { SimDb } from '../services/db';

export interface BootInfo {
  boot: number;
  isNew: boolean;
  /** When the world first started on its clock: the origin of its prices (services/prices.ts). */
  startedAt: number;
}

export async function registerBoot(db: SimDb, now: number): Promise<BootInfo> {
  return db.transaction('rw', db.meta, async () => {
    const previous = (await db.meta.get('boots'))?.value;
    const boot = typeof previous === 'number' ? previous + 1 : 1;
    await db.meta.put({ key: 'boots', value: boot });
    // A world stored before prices walked gets its origin at this start.
    const stored = (await db.meta.get('startedAt'))?.value;
    const startedAt = typeof stored === 'number' ? stored : now;
    if (stored !== startedAt) await db.meta.put({ key: 'startedAt', value: startedAt });
    return { boot, isNew: boot === 1, startedAt };
  });
}
