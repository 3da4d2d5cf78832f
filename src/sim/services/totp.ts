/** RFC 6238 time-based one-time codes (HMAC-SHA1, 6 digits), on the sim clock. */
import { TOTP_STEP_SECONDS } from '@contract/index';
import { hmacSha1 } from './crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(secret: string): Uint8Array {
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return new Uint8Array(bytes);
}

/** RFC 4226 HOTP value for a counter. */
export function hotp(key: Uint8Array, counter: number, digits = 6): string {
  const message = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i -= 1) {
    message[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  const digest = hmacSha1(key, message);
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary =
    ((digest[offset]! & 0x7f) << 24) |
    (digest[offset + 1]! << 16) |
    (digest[offset + 2]! << 8) |
    digest[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totp(secretBase32: string, nowMs: number): string {
  return hotp(base32Decode(secretBase32), Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS));
}

/** Accepts the current step and one step either side, for clock drift. */
export function verifyTotp(secretBase32: string, code: string, nowMs: number): boolean {
  const key = base32Decode(secretBase32);
  const step = Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
  return [step - 1, step, step + 1].some((counter) => hotp(key, counter) === code);
}
