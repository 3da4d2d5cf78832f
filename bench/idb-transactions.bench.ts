/**
 * How many IndexedDB transactions the sim opens while the default crowd lives 5 sim minutes (crowd-clock.ts,
 * fake-indexeddb): in a sim build each one is a round trip to the browser process, which made sim-mode
 * journeys cost about three times their HTTP twins. Counts, not times: the same seed gives
 * the same broadcasts, so a change that opens fewer transactions for the same broadcasts is a plain saving.
 */
import 'fake-indexeddb/auto';
import { createSim } from '../src/sim';
import { crowdClock, liveSteps } from './crowd-clock';

const SIM_MINUTES = 5;

/**
 * Counts every transaction opened on any database, by mode, until the returned function is called. Dexie binds
 * the database's transaction() when it opens one, so this must run before the sim opens its database.
 */
function countTransactions(): { byMode: Map<string, number>; stop: () => void } {
  const byMode = new Map<string, number>();
  const prototype = IDBDatabase.prototype;
  const original = prototype.transaction;
  prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
    const mode = args[1] ?? 'readonly';
    byMode.set(mode, (byMode.get(mode) ?? 0) + 1);
    return original.apply(this, args);
  } as IDBDatabase['transaction'];
  return { byMode, stop: () => void (prototype.transaction = original) };
}

export async function run(): Promise<void> {
  const counted = countTransactions();
  const sim = createSim({ seed: 'bench-idb', clock: crowdClock(), dbName: `bench-idb-${Date.now()}` });
  await sim.ready;
  // The crowd's work only, not the world's making.
  counted.byMode.clear();
  let broadcasts = 0;
  sim.onBroadcast(() => void (broadcasts += 1));
  try {
    await liveSteps(sim, SIM_MINUTES * 60_000);
  } finally {
    counted.stop();
    await sim.close();
  }
  const total = [...counted.byMode.values()].reduce((sum, count) => sum + count, 0);
  const modes = [...counted.byMode].map(([mode, count]) => `${mode} ${count.toLocaleString('en-US')}`);
  console.log(
    `default crowd, ${SIM_MINUTES} sim minutes: ${total.toLocaleString('en-US')} IndexedDB transactions ` +
      `(${modes.join(', ')}) for ${broadcasts.toLocaleString('en-US')} broadcasts ` +
      `(${(total / Math.max(broadcasts, 1)).toFixed(2)} a broadcast)`,
  );
}
