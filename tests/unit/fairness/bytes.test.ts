import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BYTES_PER_ROUND,
  FLOATS_PER_ROUND,
  floatFromBytes,
  generateFloats,
  hashServerSeed,
  roundBytes,
  traceRounds,
} from '@contract/index';

const SEEDS = {
  serverSeed: '9f2c1e0a6b7d4c3e8f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70',
  clientSeed: 'lucky-client',
  nonce: 7,
};

/** Node's own HMAC, an implementation independent of the one under test. */
const reference = (serverSeed: string, message: string) =>
  new Uint8Array(createHmac('sha256', serverSeed).update(message).digest());

/** The float of 4 bytes computed with integers: (b0·2^24 + b1·2^16 + b2·2^8 + b3) / 2^32. */
const referenceFloat = (bytes: Uint8Array, offset: number) =>
  (bytes[offset]! * 2 ** 24 +
    bytes[offset + 1]! * 2 ** 16 +
    bytes[offset + 2]! * 2 ** 8 +
    bytes[offset + 3]!) /
  2 ** 32;

describe('server seed commitment', () => {
  it('is sha256 of the seed text in hex', () => {
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashServerSeed(SEEDS.serverSeed)).toBe(
      createHash('sha256').update(SEEDS.serverSeed).digest('hex'),
    );
  });
});

describe('round bytes', () => {
  it('are HMAC_SHA256(serverSeed, "clientSeed:nonce:round")', () => {
    for (const round of [0, 1, 2, 6]) {
      expect(roundBytes(SEEDS, round)).toEqual(
        reference(SEEDS.serverSeed, `${SEEDS.clientSeed}:${SEEDS.nonce}:${round}`),
      );
    }
  });

  it('differ between rounds, nonces and client seeds', () => {
    const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
    const base = hex(roundBytes(SEEDS, 0));
    expect(hex(roundBytes(SEEDS, 1))).not.toBe(base);
    expect(hex(roundBytes({ ...SEEDS, nonce: 8 }, 0))).not.toBe(base);
    expect(hex(roundBytes({ ...SEEDS, clientSeed: 'other' }, 0))).not.toBe(base);
  });

  it('match the reference for any seeds (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string(),
        fc.nat(),
        fc.nat({ max: 10 }),
        (serverSeed, clientSeed, nonce, round) => {
          expect(roundBytes({ serverSeed, clientSeed, nonce }, round)).toEqual(
            reference(serverSeed, `${clientSeed}:${nonce}:${round}`),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('floatFromBytes', () => {
  it('is b0/256 + b1/256^2 + b2/256^3 + b3/256^4', () => {
    expect(floatFromBytes(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    expect(floatFromBytes(new Uint8Array([128, 0, 0, 0]), 0)).toBe(0.5);
    expect(floatFromBytes(new Uint8Array([0, 0, 0, 1]), 0)).toBe(2 ** -32);
    expect(floatFromBytes(new Uint8Array([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
    expect(floatFromBytes(new Uint8Array([1, 2, 3, 4]), 0)).toBe(0x01020304 / 2 ** 32);
  });

  it('reads at the offset', () => {
    const bytes = new Uint8Array([9, 9, 64, 0, 0, 0, 9]);
    expect(floatFromBytes(bytes, 2)).toBe(0.25);
  });

  it('is exact and in [0, 1) for any 4 bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const float = floatFromBytes(bytes, 0);
        expect(float).toBe(referenceFloat(bytes, 0));
        expect(float).toBeGreaterThanOrEqual(0);
        expect(float).toBeLessThan(1);
      }),
    );
  });
});

describe('generateFloats (the cursor)', () => {
  it('reads 8 floats from round 0, then moves to round 1', () => {
    expect(BYTES_PER_ROUND).toBe(32);
    expect(FLOATS_PER_ROUND).toBe(8);
    const floats = generateFloats(SEEDS, 9);
    const round0 = reference(SEEDS.serverSeed, `${SEEDS.clientSeed}:${SEEDS.nonce}:0`);
    const round1 = reference(SEEDS.serverSeed, `${SEEDS.clientSeed}:${SEEDS.nonce}:1`);
    for (let index = 0; index < 8; index += 1) expect(floats[index]).toBe(referenceFloat(round0, index * 4));
    // Float 8 comes from round 1, bytes 0..3.
    expect(floats[8]).toBe(referenceFloat(round1, 0));
    expect(floats[8]).not.toBe(referenceFloat(round0, 0));
  });

  it('spans as many rounds as the count needs (52 floats: 7 rounds)', () => {
    const floats = generateFloats(SEEDS, 52);
    expect(floats).toHaveLength(52);
    const round6 = reference(SEEDS.serverSeed, `${SEEDS.clientSeed}:${SEEDS.nonce}:6`);
    expect(floats[48]).toBe(referenceFloat(round6, 0));
    expect(floats[51]).toBe(referenceFloat(round6, 12));
  });

  it('gives a prefix of the longer draw for a shorter one', () => {
    expect(generateFloats(SEEDS, 10)).toEqual(generateFloats(SEEDS, 25).slice(0, 10));
  });

  it('is not confused by a cached key when the server seed changes', () => {
    const a = generateFloats(SEEDS, 3);
    const b = generateFloats({ ...SEEDS, serverSeed: 'another-seed' }, 3);
    const again = generateFloats(SEEDS, 3);
    expect(b).not.toEqual(a);
    expect(again).toEqual(a);
    const other = reference('another-seed', `${SEEDS.clientSeed}:${SEEDS.nonce}:0`);
    expect(b[0]).toBe(referenceFloat(other, 0));
  });
});

describe('traceRounds', () => {
  it('lists each round used with its message and bytes', () => {
    const rounds = traceRounds(SEEDS, 9);
    expect(rounds.map((round) => round.message)).toEqual(['lucky-client:7:0', 'lucky-client:7:1']);
    expect(rounds[1]!.hex).toBe(Buffer.from(reference(SEEDS.serverSeed, 'lucky-client:7:1')).toString('hex'));
    expect(rounds[1]!.bytes).toHaveLength(32);
    expect(traceRounds(SEEDS, 8)).toHaveLength(1);
  });
});
