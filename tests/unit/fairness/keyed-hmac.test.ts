import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import {
  FAIR_GAMES,
  FLOAT_COUNT,
  SeedPairRounds,
  outcomeFromFloats,
  floatFromBytes,
  generateFloats,
  hmacSha256,
  roundBytes,
  seedPairRounds,
  type SeedTriple,
} from '@contract/index';

/** The plain library HMAC of the round's message: nothing precomputed, nothing cached. */
const reference = ({ serverSeed, clientSeed, nonce }: SeedTriple, round: number) =>
  hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`));

const referenceFloats = (seeds: SeedTriple, count: number) =>
  Array.from({ length: count }, (_, index) => floatFromBytes(reference(seeds, index >> 3), (index % 8) * 4));

/** Any text, including astral and lone-surrogate code units (UTF-8 of 1 to 4 bytes a character). */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
  );

/** Client seeds around the block edges: the message's end fits one block, spans two, or follows whole blocks. */
const clientSeed = fc.oneof(
  anyText(20),
  fc.integer({ min: 40, max: 140 }).map((length) => 'c'.repeat(length)),
  fc.integer({ min: 10, max: 70 }).map((length) => 'é'.repeat(length)),
);

const nonce = fc.oneof(
  fc.nat(),
  fc.maxSafeNat(),
  fc.constantFrom(0, 9, 10, 99, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1),
);

const seeds = fc.record({ serverSeed: anyText(100), clientSeed, nonce });

describe('the keyed HMAC rounds', () => {
  it('equal the plain hmac(sha256, key, message) for any seeds, nonce and round (property)', () => {
    fc.assert(
      fc.property(seeds, fc.nat({ max: 12 }), (triple, round) => {
        expect(roundBytes(triple, round)).toEqual(reference(triple, round));
      }),
      { numRuns: 400 },
    );
  });

  it('give the reference floats for any seeds and count (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 60 }), (triple, count) => {
        expect(generateFloats(triple, count)).toEqual(referenceFloats(triple, count));
      }),
      { numRuns: 200 },
    );
  });

  it('write a nonce exactly as `${nonce}` does, whatever the number', () => {
    for (const odd of [-1, -0, 1.5, 2 ** 53, 1e21, 123456789012345680000, Number.MAX_VALUE, 5e-324]) {
      const triple = { serverSeed: 'server', clientSeed: 'client', nonce: odd };
      expect(roundBytes(triple, 0), String(odd)).toEqual(reference(triple, 0));
    }
  });

  it('never carry one seed pair into another when calls alternate (property)', () => {
    fc.assert(
      fc.property(
        seeds,
        anyText(30),
        anyText(30),
        fc.array(fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 1000 }), fc.integer({ min: 1, max: 20 })), {
          minLength: 2,
          maxLength: 12,
        }),
        (base, otherServer, otherClient, calls) => {
          const pairs: SeedTriple[] = [
            base,
            { ...base, serverSeed: otherServer },
            { ...base, clientSeed: otherClient },
            { ...base, serverSeed: otherServer, clientSeed: otherClient },
          ];
          for (const [which, nonceValue, count] of calls) {
            const triple = { ...pairs[which]!, nonce: nonceValue };
            expect(generateFloats(triple, count)).toEqual(referenceFloats(triple, count));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('alternating two seed pairs gives each its own rounds, and switching back gives the same again', () => {
    const a = { serverSeed: 'server-a', clientSeed: 'client', nonce: 3 };
    const b = { serverSeed: 'server-b', clientSeed: 'client', nonce: 3 };
    const first = generateFloats(a, 10);
    const other = generateFloats(b, 10);
    expect(generateFloats(a, 10)).toEqual(first);
    expect(other).not.toEqual(first);
    expect(other).toEqual(referenceFloats(b, 10));
    expect(seedPairRounds('server-a', 'client')).not.toBe(seedPairRounds('server-a', 'client-2'));
  });

  it('fills a reused buffer with exactly the count asked for', () => {
    const triple = { serverSeed: 's', clientSeed: 'ü-client', nonce: 41 };
    const rounds = new SeedPairRounds(triple.serverSeed, triple.clientSeed);
    const buffer = new Float64Array(12).fill(-1);
    rounds.floatsInto(triple.nonce, buffer, 9);
    expect(Array.from(buffer.subarray(0, 9))).toEqual(referenceFloats(triple, 9));
    expect(Array.from(buffer.subarray(9))).toEqual([-1, -1, -1]);
  });
});

describe('outcomes from a reused float buffer (the audit loop)', () => {
  it('equal the outcomes from generateFloats and keep nothing of the buffer once it is refilled', () => {
    const rounds = new SeedPairRounds('server', 'client');
    for (const game of FAIR_GAMES) {
      const buffer = new Float64Array(FLOAT_COUNT[game]);
      const outcome = outcomeFromFloats(game, rounds.floatsInto(1, buffer));
      const expected = outcomeFromFloats(
        game,
        generateFloats({ serverSeed: 'server', clientSeed: 'client', nonce: 1 }, FLOAT_COUNT[game]),
      );
      expect(outcome, game).toEqual(expected);
      rounds.floatsInto(2, buffer);
      expect(outcome, game).toEqual(expected);
      expect(JSON.stringify(outcome), game).toBe(JSON.stringify(expected));
    }
  });

  it('generateFloats answers a plain array', () => {
    expect(Array.isArray(generateFloats({ serverSeed: 's', clientSeed: 'c', nonce: 0 }, 9))).toBe(true);
  });
});

describe('hmacSha256', () => {
  it('equals node:crypto for keys and messages of any length (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 300 }), (key, message) => {
        const expected = new Uint8Array(createHmac('sha256', key).update(message).digest());
        expect(hmacSha256(key, message)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
