/**
 * HMAC-SHA256 from @noble/hashes, keyed once and reused: `hmac.create` absorbs the key's inner and outer pad
 * blocks, `update` a fixed message prefix, and each message then clones that state into one scratch instance
 * (`_cloneInto`, which copies the chaining values, lengths and flags, so a digested scratch is usable again)
 * and hashes only its own tail into one reused output. Nothing is allocated per message.
 */
import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

type Sha256Hmac = _HMAC<ReturnType<typeof sha256.create>>;

/** HMAC-SHA256 of one message (RFC 2104 over FIPS 180-4), 32 bytes. */
export const hmacSha256 = (key: Uint8Array, message: Uint8Array): Uint8Array => hmac(sha256, key, message);

/** The HMAC state after the key alone, to start several prefixes from. */
export const keyedHmac = (key: Uint8Array): Sha256Hmac => hmac.create(sha256, key) as Sha256Hmac;

/**
 * Longest tail: `${number}` prints 25 characters at most (-0.0000012345678901234567), so two numbers and a
 * colon fit with room to spare.
 */
const TAIL_CAPACITY = 64;

/**
 * Messages that start with one prefix under one key. `restart()`, then `append*` the rest of the message, then
 * `digest()`: the MAC in a reused 32-byte buffer (read it before the next digest).
 */
export class HmacPrefix {
  private readonly base: Sha256Hmac;
  private scratch: Sha256Hmac | undefined;
  private readonly tail = new Uint8Array(TAIL_CAPACITY);
  /** `tail`'s first n bytes for every n, made once, since `update` takes the bytes as one array. */
  private readonly tails = Array.from({ length: TAIL_CAPACITY + 1 }, (_, length) =>
    this.tail.subarray(0, length),
  );
  private length = 0;
  /** Where `digest()` writes the MAC. */
  readonly out = new Uint8Array(32);

  constructor(key: Sha256Hmac, prefix: Uint8Array) {
    this.base = key._cloneInto().update(prefix);
  }

  /** Back to the prefix alone. */
  restart(): this {
    this.length = 0;
    return this;
  }

  appendByte(byte: number): this {
    if (this.length >= TAIL_CAPACITY) throw new RangeError('HMAC message tail is full');
    this.tail[this.length++] = byte;
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
    if (this.length + digits > TAIL_CAPACITY) throw new RangeError('HMAC message tail is full');
    let rest = value;
    for (let at = this.length + digits - 1; at >= this.length; at -= 1) {
      const next = (rest / 10) | 0;
      this.tail[at] = 0x30 + rest - next * 10;
      rest = next;
    }
    this.length += digits;
    return this;
  }

  /** The MAC of the prefix and what was appended (the reused 32-byte buffer). */
  digest(): Uint8Array {
    this.scratch = this.base._cloneInto(this.scratch);
    this.scratch.update(this.tails[this.length]!).digestInto(this.out);
    return this.out;
  }
}
