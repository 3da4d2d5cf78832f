/**
 * The industry-standard provably fair byte source (ARCHITECTURE.md, "Provable fairness"):
 * HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`), 32 bytes a round, read through
 * a cursor that moves to round + 1 when a game needs more than 32 bytes; 4 bytes make one float.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export interface SeedTriple {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const BYTES_PER_ROUND = 32;
export const BYTES_PER_FLOAT = 4;
export const FLOATS_PER_ROUND = BYTES_PER_ROUND / BYTES_PER_FLOAT;

/** The commitment shown before play: sha256 of the server seed text, in hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The primitive: HMAC-SHA256 (RFC 2104 over FIPS 180-4), 32 bytes. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(sha256, key, message);
}

/** One round's 32 bytes. */
export function roundBytes({ serverSeed, clientSeed, nonce }: SeedTriple, round: number): Uint8Array {
  return hmacSha256(utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
}

/** b0/256 + b1/256^2 + b2/256^3 + b3/256^4 of the 4 bytes at `offset`. */
export function floatFromBytes(bytes: Uint8Array, offset: number): number {
  return (
    bytes[offset]! / 256 +
    bytes[offset + 1]! / 65_536 +
    bytes[offset + 2]! / 16_777_216 +
    bytes[offset + 3]! / 4_294_967_296
  );
}

/** The last server seed's keyed HMAC (inner and outer pads absorbed), reused while the seed stays the same. */
let keyedCache: { serverSeed: string; keyed: ReturnType<typeof hmac.create> } | null = null;

function keyedHmac(serverSeed: string): ReturnType<typeof hmac.create> {
  if (keyedCache?.serverSeed !== serverSeed) {
    keyedCache = { serverSeed, keyed: hmac.create(sha256, utf8ToBytes(serverSeed)) };
  }
  return keyedCache.keyed;
}

/**
 * `count` floats of one bet, in order, across as many HMAC rounds as they need. The keyed HMAC is built once
 * per server seed (kept while consecutive bets use the same seed) and cloned per round, which keeps audits of
 * millions of rounds fast.
 */
export function generateFloats(seeds: SeedTriple, count: number): number[] {
  const keyed = keyedHmac(seeds.serverSeed);
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = keyed
      .clone()
      .update(utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${round}`))
      .digest();
    for (let offset = 0; offset < BYTES_PER_ROUND && floats.length < count; offset += BYTES_PER_FLOAT) {
      floats.push(floatFromBytes(bytes, offset));
    }
  }
  return floats;
}

/** What the fairness page shows of each round it used: the message and the 32 bytes. */
export interface RoundTrace {
  round: number;
  message: string;
  bytes: number[];
  hex: string;
}

export function traceRounds(seeds: SeedTriple, floatCount: number): RoundTrace[] {
  const rounds = Math.ceil(floatCount / FLOATS_PER_ROUND);
  return Array.from({ length: rounds }, (_, round) => {
    const bytes = roundBytes(seeds, round);
    return {
      round,
      message: `${seeds.clientSeed}:${seeds.nonce}:${round}`,
      bytes: [...bytes],
      hex: bytesToHex(bytes),
    };
  });
}
