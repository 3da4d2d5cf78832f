/**
 * Hashed randomness of the markets: every draw is a pure function of (a market's key, where on the clock, a
 * salt), so any tick of any moment costs the same and nothing depends on the order of the calls.
 */
import { mix } from '../../services/prices';

const GOLDEN = 0x9e3779b9;

/** A well-mixed 32-bit hash of a key, a position (minute, hour, day) and a salt. */
export const hash3 = (key: number, position: number, salt: number): number =>
  mix(key ^ mix((position | 0) + Math.imul(salt + 1, GOLDEN)));

/** A uniform draw in [0, 1) from a hash. */
export const unit = (hash: number): number => hash / 4_294_967_296;

/** One standard normal draw. */
export function normalAt(key: number, position: number, salt: number): number {
  const a = hash3(key, position, salt);
  const b = mix(a ^ 0x68e31da4);
  return Math.sqrt(-2 * Math.log((a + 1) / 4_294_967_297)) * Math.cos((2 * Math.PI * b) / 4_294_967_296);
}

/** √(4 × (256² − 1) / 12): the deviation of a sum of four uniform bytes. */
const BYTES_DEVIATION = Math.sqrt((4 * (256 * 256 - 1)) / 12);

/**
 * Fills `out` with the standard normal steps of one minute's ticks and answers their mean. Each draw is the
 * sum of a hash's four bytes (Irwin–Hall, variance one, tails cut at ±3.5σ): one hash a tick instead of
 * a logarithm, a root and a cosine; the sum of a minute's sixty is normal to the eye, and the tails a tick
 * lacks come from the flash moves.
 */
export function fillTickNormals(key: number, position: number, out: Float64Array): number {
  const base = hash3(key, position, 0x7469636b);
  let total = 0;
  for (let index = 0; index < out.length; index += 1) {
    const h = mix(base + Math.imul(index + 1, GOLDEN));
    const value = ((h & 255) + ((h >>> 8) & 255) + ((h >>> 16) & 255) + (h >>> 24) - 510) / BYTES_DEVIATION;
    out[index] = value;
    total += value;
  }
  return total / out.length;
}
