/**
 * The stored session (platform.md §3: "an object with a user holding a token"), under `${STORAGE_KEY}:session`.
 * Only the token and what identifies the user are kept: balances and the rest are always loaded fresh.
 */
import { STORAGE_KEY, type User } from '@contract/index';

export const SESSION_STORAGE_KEY = `${STORAGE_KEY}:session`;

export interface StoredSession {
  user: { token: string; _id?: string; name?: string };
}

export function readStoredSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredSession>) : null;
    return typeof parsed?.user?.token === 'string' && parsed.user.token ? (parsed as StoredSession) : null;
  } catch {
    // A corrupt entry is treated as no session rather than breaking the start of the app.
    return null;
  }
}

export function writeStoredSession(token: string, user: Pick<User, '_id' | 'name'> | null): void {
  const stored: StoredSession = { user: { token, ...(user ? { _id: user._id, name: user.name } : {}) } };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
}

export function clearStoredSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}
