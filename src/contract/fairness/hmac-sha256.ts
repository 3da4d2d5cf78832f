/**
 * HMAC-SHA256 (RFC 2104) keyed once and reused: the key's inner and outer pad blocks are compressed when the key
 * is made, a fixed message prefix's whole blocks when the prefix is made, so a short message costs two
 * compressions (its last block, then the outer block over the inner digest) and allocates nothing.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import {
  BYTES_PER_BLOCK,
  SHA256_IV,
  WORDS_PER_STATE,
  compress,
  loadBlock,
  newSchedule,
} from './sha256-block';

const INNER_PAD = 0x36;
const OUTER_PAD = 0x5c;
/** The outer hash's message is the 32-byte inner digest after the 64-byte pad block: 768 bits. */
const OUTER_MESSAGE_BITS = (BYTES_PER_BLOCK + 32) * 8;
/** Bytes the padding adds at least: 0x80 and the 64-bit message length. */
const MIN_PADDING = 9;
const TWO_POW_32 = 4_294_967_296;

export class HmacSha256Key {
  /** The chaining values after the key ⊕ ipad block and after the key ⊕ opad block. */
  readonly innerChain = new Int32Array(WORDS_PER_STATE);
  readonly outerChain = new Int32Array(WORDS_PER_STATE);

  constructor(key: Uint8Array) {
    const block = new Uint8Array(BYTES_PER_BLOCK);
    block.set(key.length > BYTES_PER_BLOCK ? sha256(key) : key);
    const schedule = newSchedule();
    for (let index = 0; index < BYTES_PER_BLOCK; index += 1) block[index]! ^= INNER_PAD;
    loadBlock(block, 0, schedule);
    compress(SHA256_IV, schedule, this.innerChain);
    for (let index = 0; index < BYTES_PER_BLOCK; index += 1) block[index]! ^= INNER_PAD ^ OUTER_PAD;
    loadBlock(block, 0, schedule);
    compress(SHA256_IV, schedule, this.outerChain);
  }
}

/**
 * Messages that start with one prefix under one key. `restart()`, then `append*` the rest of a message, then
 * `digestWords(out)`. The rest may be up to 56 bytes whatever the prefix (two final blocks at most).
 */
export class HmacPrefix {
  /** The inner chaining value after the pad block and the prefix's whole blocks. */
  private readonly chain = new Int32Array(WORDS_PER_STATE);
  /** Bytes compressed into `chain`. */
  private readonly absorbed: number;
  /** The message from the last whole block on: the prefix's tail, then what is appended, then the padding. */
  private readonly end = new Uint8Array(2 * BYTES_PER_BLOCK);
  private readonly tailLength: number;
  private length: number;
  private readonly schedule = newSchedule();
  private readonly innerDigest = new Int32Array(WORDS_PER_STATE);

  constructor(
    private readonly key: HmacSha256Key,
    prefix: Uint8Array,
  ) {
    const wholeBytes = prefix.length - (prefix.length % BYTES_PER_BLOCK);
    this.chain.set(key.innerChain);
    for (let offset = 0; offset < wholeBytes; offset += BYTES_PER_BLOCK) {
      loadBlock(prefix, offset, this.schedule);
      compress(this.chain, this.schedule, this.chain);
    }
    this.absorbed = BYTES_PER_BLOCK + wholeBytes;
    this.end.set(prefix.subarray(wholeBytes));
    this.tailLength = prefix.length - wholeBytes;
    this.length = this.tailLength;
  }

  /** Back to the prefix alone. */
  restart(): this {
    this.length = this.tailLength;
    return this;
  }

  appendByte(byte: number): this {
    if (this.length + MIN_PADDING >= this.end.length) throw new RangeError('HMAC message end is full');
    this.end[this.length++] = byte;
    return this;
  }

  /** The decimal text of `value`, as `${value}` writes it (ASCII). */
  appendNumber(value: number): this {
    if (!(value >= 0 && value <= 0x7fffffff && (value | 0) === value)) {
      const text = String(value);
      for (let index = 0; index < text.length; index += 1) this.appendByte(text.charCodeAt(index));
      return this;
    }
    let digits = 1;
    for (let rest = value; rest >= 10; rest = (rest / 10) | 0) digits += 1;
    if (this.length + digits + MIN_PADDING > this.end.length)
      throw new RangeError('HMAC message end is full');
    let rest = value;
    for (let at = this.length + digits - 1; at >= this.length; at -= 1) {
      const next = (rest / 10) | 0;
      this.end[at] = 0x30 + rest - next * 10;
      rest = next;
    }
    this.length += digits;
    return this;
  }

  /** The MAC of the prefix and what was appended, as 8 big-endian words (signed 32-bit) into `out`. */
  digestWords(out: Int32Array): Int32Array {
    const { end, length, schedule, innerDigest } = this;
    const blocksLeft = length + MIN_PADDING > BYTES_PER_BLOCK ? 2 : 1;
    const lengthAt = blocksLeft * BYTES_PER_BLOCK - 8;
    const bits = (this.absorbed + length) * 8;
    end[length] = 0x80;
    end.fill(0, length + 1, lengthAt);
    writeWord(end, lengthAt, Math.floor(bits / TWO_POW_32));
    writeWord(end, lengthAt + 4, bits);
    loadBlock(end, 0, schedule);
    compress(this.chain, schedule, innerDigest);
    if (blocksLeft === 2) {
      loadBlock(end, BYTES_PER_BLOCK, schedule);
      compress(innerDigest, schedule, innerDigest);
    }
    schedule.set(innerDigest);
    schedule[8] = 0x80000000 | 0;
    schedule.fill(0, 9, 15);
    schedule[15] = OUTER_MESSAGE_BITS;
    compress(this.key.outerChain, schedule, out);
    return out;
  }
}

function writeWord(bytes: Uint8Array, at: number, word: number): void {
  bytes[at] = word >>> 24;
  bytes[at + 1] = word >>> 16;
  bytes[at + 2] = word >>> 8;
  bytes[at + 3] = word;
}

/** The 8 words as the 32 bytes they stand for. */
export function wordsToBytes(words: Int32Array): Uint8Array {
  const bytes = new Uint8Array(words.length * 4);
  for (let index = 0; index < words.length; index += 1) writeWord(bytes, index * 4, words[index]!);
  return bytes;
}

/** HMAC-SHA256 of one message (RFC 2104 over FIPS 180-4), 32 bytes. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const words = new Int32Array(WORDS_PER_STATE);
  return wordsToBytes(new HmacPrefix(new HmacSha256Key(key), message).digestWords(words));
}
