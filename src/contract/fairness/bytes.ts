/**
 * The industry-standard provably fair byte source (ARCHITECTURE.md, "Provable fairness"):
 * HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`), 32 bytes a round, read through
 * a cursor that moves to round + 1 when a game needs more than 32 bytes; 4 bytes make one float.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { HmacPrefix, hmacSha256, keyedHmac } from './hmac-sha256';

export { hmacSha256 };

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

/** How many HMAC rounds `floatCount` floats take. */
export const hmacRoundsFor = (floatCount: number) => Math.ceil(floatCount / FLOATS_PER_ROUND);

/** b0/256 + b1/256^2 + b2/256^3 + b3/256^4 of the 4 bytes at `offset`. */
export function floatFromBytes(bytes: Uint8Array, offset: number): number {
  return (
    bytes[offset]! / 256 +
    bytes[offset + 1]! / 65_536 +
    bytes[offset + 2]! / 16_777_216 +
    bytes[offset + 3]! / 4_294_967_296
  );
}

const COLON = 0x3a;
const TWO_POW_32 = 4_294_967_296;

/**
 * The rounds of one seed pair: the server seed's HMAC key and the message prefix `${clientSeed}:` are absorbed
 * once (@noble/hashes), so a round hashes only the digits of nonce and round, and allocates nothing. The
 * digest is a reused buffer: read a round before asking for the next one.
 */
export class SeedPairRounds {
  private readonly message: HmacPrefix;
  private readonly digestView: DataView;

  constructor(
    readonly serverSeed: string,
    readonly clientSeed: string,
    /** The server seed's keyed HMAC state, when the caller has it already. */
    readonly key = keyedHmac(utf8ToBytes(serverSeed)),
  ) {
    this.message = new HmacPrefix(key, utf8ToBytes(`${clientSeed}:`));
    const { buffer, byteOffset, byteLength } = this.message.out;
    this.digestView = new DataView(buffer, byteOffset, byteLength);
  }

  /** HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`): the reused 32-byte buffer. */
  roundDigest(nonce: number, round: number): Uint8Array {
    return this.message.restart().appendNumber(nonce).appendByte(COLON).appendNumber(round).digest();
  }

  /**
   * The first `count` floats of bet `nonce` into `out` (a reused buffer), across as many rounds as they need.
   * Only ever a Float64Array, so the store below stays monomorphic in the audit loop. 4 bytes read as a big-endian unsigned integer over 2^32 are exactly
   * b0/256 + … + b3/256^4.
   */
  floatsInto(nonce: number, out: Float64Array, count = out.length): Float64Array {
    const view = this.digestView;
    for (let round = 0, index = 0; index < count; round += 1) {
      this.roundDigest(nonce, round);
      for (let slot = 0; slot < FLOATS_PER_ROUND && index < count; slot += 1, index += 1) {
        out[index] = view.getUint32(slot * BYTES_PER_FLOAT) / TWO_POW_32;
      }
    }
    return out;
  }
}

/** The last seed pair's rounds, reused while bets keep the same seeds (and its key while the server seed stays). */
let lastPair: SeedPairRounds | null = null;

export function seedPairRounds(serverSeed: string, clientSeed: string): SeedPairRounds {
  if (lastPair?.serverSeed !== serverSeed || lastPair.clientSeed !== clientSeed) {
    const key = lastPair?.serverSeed === serverSeed ? lastPair.key : undefined;
    lastPair = new SeedPairRounds(serverSeed, clientSeed, key);
  }
  return lastPair;
}

/** One round's 32 bytes. */
export function roundBytes({ serverSeed, clientSeed, nonce }: SeedTriple, round: number): Uint8Array {
  return seedPairRounds(serverSeed, clientSeed).roundDigest(nonce, round).slice();
}

/** `count` floats of one bet, in order, across as many HMAC rounds as they need. */
export function generateFloats(seeds: SeedTriple, count: number): number[] {
  if (floatScratch.length < count) floatScratch = new Float64Array(count);
  seedPairRounds(seeds.serverSeed, seeds.clientSeed).floatsInto(seeds.nonce, floatScratch, count);
  const floats = new Array<number>(count);
  for (let index = 0; index < count; index += 1) floats[index] = floatScratch[index]!;
  return floats;
}

/** generateFloats' reused buffer, grown to the largest count asked for. */
let floatScratch = new Float64Array(0);

/** What the fairness page shows of each round it used: the message and the 32 bytes. */
export interface RoundTrace {
  round: number;
  message: string;
  bytes: number[];
  hex: string;
}

export function traceRounds(seeds: SeedTriple, floatCount: number): RoundTrace[] {
  return Array.from({ length: hmacRoundsFor(floatCount) }, (_, round) => {
    const bytes = roundBytes(seeds, round);
    return {
      round,
      message: `${seeds.clientSeed}:${seeds.nonce}:${round}`,
      bytes: [...bytes],
      hex: bytesToHex(bytes),
    };
  });
}
