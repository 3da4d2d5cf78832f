import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** HMAC-SHA256 of UTF-8 text, as hex. */
export function hmacSha256Hex(key: string | Uint8Array, message: string): string {
  const keyBytes = typeof key === 'string' ? utf8ToBytes(key) : key;
  return bytesToHex(hmac(sha256, keyBytes, utf8ToBytes(message)));
}

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(sha256, key, message);
}

export function hmacSha1(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(sha1, key, message);
}

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export { bytesToHex, utf8ToBytes };
