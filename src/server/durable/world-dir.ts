/**
 * A world's folder: a lock (one process at a time writes a journal) and meta.json, the seed and options it
 * was started with, so that a restart with another seed refuses clearly instead of mixing two worlds.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CreateSimOptions, SimClock } from '../../sim';
import { writeFileAtomically } from './files';

export interface WorldMeta {
  name: string;
  seed: string;
  /** When the world was first started (ISO). */
  createdAt: string;
  /** How it was first started, for the operator (a restart may change these). */
  started: { clock: SimClock['kind']; world: CreateSimOptions['world'] };
}

const lockFile = (dir: string) => join(dir, 'lock');
/** The folders this process holds (its own pid in a lock file does not tell whether it still uses it). */
const heldHere = new Set<string>();
const metaFile = (dir: string) => join(dir, 'meta.json');

/** Takes the folder's lock; a lock left by a process that is gone (a kill -9) is taken over. */
export async function lockWorldDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  if (heldHere.has(dir)) throw new Error(`${dir} is already open in this process: one world per folder`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile(dir), 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(dir);
      return async () => {
        heldHere.delete(dir);
        await rm(lockFile(dir), { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lockFile(dir), 'utf8').catch(() => ''));
      if (holder && holder !== process.pid && isAlive(holder))
        throw new Error(`${dir} is in use by process ${holder}: one server per world`, { cause: error });
      await rm(lockFile(dir), { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Checks that the folder holds the world of this seed (or none yet, and then records it). Returns the meta of
 * the world that continues, or null for a new one.
 */
export async function checkWorldMeta(
  dir: string,
  name: string,
  options: Pick<CreateSimOptions, 'seed' | 'clock' | 'world'>,
): Promise<WorldMeta | null> {
  const { seed } = options;
  let stored: WorldMeta | null = null;
  try {
    stored = JSON.parse(await readFile(metaFile(dir), 'utf8')) as WorldMeta;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (stored) {
    if (stored.seed !== seed)
      throw new Error(
        `${dir} holds the world "${stored.name}" of seed "${stored.seed}" (started ${stored.createdAt}); ` +
          `start with that seed to continue it, or give another data folder for seed "${seed}"`,
      );
    return stored;
  }
  const meta: WorldMeta = {
    name,
    seed,
    createdAt: new Date().toISOString(),
    started: { clock: options.clock.kind, world: options.world ?? true },
  };
  await writeFileAtomically(metaFile(dir), `${JSON.stringify(meta, null, 2)}\n`);
  return null;
}
