/** Crash-safe file steps of the durable world: a directory's entries synced, a whole file replaced atomically. */
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Makes the directory's entries (a new or renamed file) survive a crash. */
export async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes path as a whole or not at all: a temporary file, fsynced, renamed over it. */
export async function writeFileAtomically(path: string, data: Uint8Array | string) {
  const temporary = `${path}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, path);
  await syncDirectory(dirname(path));
}
