/**
 * What this browser remembers of the modal per player: when it last opened by itself (a dismissal counts, so
 * it stays away for 24 hours) and whether the player gave their contact info here (then it never opens by
 * itself again). Times are the server's (api/server-clock.ts), so a sim clock moved forward moves them too.
 */
import { STORAGE_KEY } from '@contract/index';

const MEMORY_KEY = `${STORAGE_KEY}:contact-info`;

export interface ContactInfoMemory {
  shownAt?: number;
  given?: boolean;
}

function readAll(): Record<string, ContactInfoMemory> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MEMORY_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, ContactInfoMemory>) : {};
  } catch {
    return {};
  }
}

export const readContactMemory = (userId: string): ContactInfoMemory => readAll()[userId] ?? {};

export function rememberContact(userId: string, patch: ContactInfoMemory): void {
  const all = readAll();
  all[userId] = { ...all[userId], ...patch };
  localStorage.setItem(MEMORY_KEY, JSON.stringify(all));
}
