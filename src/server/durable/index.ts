/**
 * A world that outlives its process: the Node host opens its sims through here. Every change the sim commits
 * is on disk before the host answers the call that caused it (`flush`), so a `kill -9` loses no answered
 * call; a snapshot keeps the restart fast.
 *
 * This first version keeps the world in memory only (dataDir is ignored): the journal and snapshots come next.
 */
import { createSim, type CreateSimOptions, type Sim } from '../../sim';

export interface DurableSimOptions extends Omit<CreateSimOptions, 'dbName'> {
  /** Where the world's snapshot and journal live; null keeps the world in memory only. */
  dataDir: string | null;
  /** The world's name: its database and its files under dataDir. Default 'world'. */
  name?: string;
}

export interface DurableSim {
  readonly sim: Sim;
  /** Resolves once every change committed so far is on disk; the host awaits it before it answers a call. */
  flush(): Promise<void>;
  /** Writes what is left, then closes the world. */
  close(): Promise<void>;
}

export async function openDurableSim(options: DurableSimOptions): Promise<DurableSim> {
  const { dataDir: _dataDir, name = 'world', ...simOptions } = options;
  const sim = createSim({ ...simOptions, dbName: `server-${name}` });
  await sim.ready;
  return { sim, flush: async () => undefined, close: () => sim.close() };
}
