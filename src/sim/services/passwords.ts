import { bytesToHex, constantTimeEqual, utf8ToBytes } from './crypto';

/** Stored password: PBKDF2-HMAC-SHA256 with a per-user salt (never the password itself). */
export interface PasswordHash {
  algorithm: 'pbkdf2-sha256';
  iterations: number;
  salt: string;
  hash: string;
}

export const DEFAULT_PBKDF2_ITERATIONS = 210_000;

async function derive(password: string, salt: string, iterations: number): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey('raw', utf8ToBytes(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: utf8ToBytes(salt), iterations },
    key,
    256,
  );
  return bytesToHex(new Uint8Array(bits));
}

export async function hashPassword(
  password: string,
  salt: string,
  iterations: number,
): Promise<PasswordHash> {
  return { algorithm: 'pbkdf2-sha256', iterations, salt, hash: await derive(password, salt, iterations) };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  return constantTimeEqual(await derive(password, stored.salt, stored.iterations), stored.hash);
}
