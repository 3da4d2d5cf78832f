/** First start of a world seeds it; every start counts itself, so streams never repeat after a reload. */
import type { SimDb } from '../services/db';

export interface BootInfo {
  boot: number;
  isNew: boolean;
}

export async function registerBoot(db: SimDb): Promise<BootInfo> {
  return db.transaction('rw', db.meta, async () => {
    const previous = (await db.meta.get('boots'))?.value;
    const boot = typeof previous === 'number' ? previous + 1 : 1;
    await db.meta.put({ key: 'boots', value: boot });
    return { boot, isNew: boot === 1 };
  });
}
