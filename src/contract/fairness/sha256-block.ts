/**
 * The SHA-256 compression function (FIPS 180-4 §6.2.2) on 32-bit words, for the keyed HMAC in hmac-sha256.ts.
 * A general hash stays with @noble/hashes; this one exists because an HMAC with precomputed pads needs only
 * this step, twice a round, and working on words skips the byte views and copies a general hasher makes.
 * Words are held as signed 32-bit integers (`| 0`); a sum of five of them is exact in a double before the `| 0`.
 */

export const WORDS_PER_STATE = 8;
export const WORDS_PER_BLOCK = 16;
export const BYTES_PER_BLOCK = 64;

/** H(0): the first 32 bits of the fractional parts of the square roots of the first 8 primes. */
// prettier-ignore
export const SHA256_IV = Int32Array.of(
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
);

/** K: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
// prettier-ignore
const K = Int32Array.of(
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
);

/** A message schedule: the block's 16 words in 0..15, the expansion in 16..63. */
export const newSchedule = () => new Int32Array(64);

/** Reads the 64 bytes at `offset` as 16 big-endian words into the schedule. */
export function loadBlock(bytes: Uint8Array, offset: number, schedule: Int32Array): void {
  for (let word = 0, at = offset; word < WORDS_PER_BLOCK; word += 1, at += 4) {
    schedule[word] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  }
}

/**
 * One compression: `out` = `chain` + the 64 rounds over the block in `schedule[0..15]` (which it expands in
 * place). `out` may be `chain` itself.
 */
export function compress(chain: Int32Array, schedule: Int32Array, out: Int32Array): void {
  const w = schedule;
  for (let i = 16; i < 64; i += 1) {
    const w15 = w[i - 15]!;
    const w2 = w[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    w[i] = (s1 + w[i - 7]! + s0 + w[i - 16]!) | 0;
  }
  let a = chain[0]!;
  let b = chain[1]!;
  let c = chain[2]!;
  let d = chain[3]!;
  let e = chain[4]!;
  let f = chain[5]!;
  let g = chain[6]!;
  let h = chain[7]!;
  for (let i = 0; i < 64; i += 1) {
    const sigma1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    // Ch(e, f, g) and Maj(a, b, c) in their shorter equivalent forms.
    const t1 = (h + sigma1 + (g ^ (e & (f ^ g))) + K[i]! + w[i]!) | 0;
    const sigma0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (sigma0 + ((a & b) | (c & (a | b)))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  out[0] = (chain[0]! + a) | 0;
  out[1] = (chain[1]! + b) | 0;
  out[2] = (chain[2]! + c) | 0;
  out[3] = (chain[3]! + d) | 0;
  out[4] = (chain[4]! + e) | 0;
  out[5] = (chain[5]! + f) | 0;
  out[6] = (chain[6]! + g) | 0;
  out[7] = (chain[7]! + h) | 0;
}
