import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  KENO_CELLS,
  KENO_DRAWS,
  MINES_TILES,
  STAIRS_COLUMNS,
  STAIRS_ROWS,
  cardFromFloat,
  cardLabel,
  describeCard,
  diceRoll,
  drawWithoutReplacement,
  limboMultiplier,
  roulettePocket,
  stairsRows,
  stairsStones,
} from '@contract/index';

/** Floats as the generator makes them: k / 2^32 for a 32-bit k, including both ends. */
const float = fc.oneof(
  fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((k) => k / 2 ** 32),
  fc.constantFrom(0, 1 - 2 ** -32),
);
const floats = (length: number) => fc.array(float, { minLength: length, maxLength: length });
const ascending = (length: number) => Array.from({ length }, (_, index) => index);

describe('cards', () => {
  it('are floor(f × 52) in the order diamonds, hearts, spades, clubs, 2 to A', () => {
    expect(cardFromFloat(0)).toBe(0);
    expect(cardFromFloat(1 - 2 ** -32)).toBe(51);
    expect(cardFromFloat(0.5)).toBe(26);
    expect(cardLabel(0)).toBe('2♦');
    expect(cardLabel(12)).toBe('A♦');
    expect(cardLabel(13)).toBe('2♥');
    expect(cardLabel(26)).toBe('2♠');
    expect(cardLabel(39)).toBe('2♣');
    expect(cardLabel(51)).toBe('A♣');
    expect(describeCard(22)).toEqual({ index: 22, suit: '♥', rank: 'J', rankIndex: 9 });
  });

  it('are always 0..51 (property)', () => {
    fc.assert(
      fc.property(float, (f) => {
        const card = cardFromFloat(f);
        expect(Number.isInteger(card)).toBe(true);
        expect(card).toBeGreaterThanOrEqual(0);
        expect(card).toBeLessThanOrEqual(51);
      }),
    );
  });
});

describe('roulette pocket', () => {
  it('is floor(f × 37)', () => {
    expect(roulettePocket(0)).toBe(0);
    expect(roulettePocket(1 / 37 - 2 ** -32)).toBe(0);
    expect(roulettePocket(0.5)).toBe(18);
    expect(roulettePocket(1 - 2 ** -32)).toBe(36);
  });

  it('is always 0..36 (property)', () => {
    fc.assert(
      fc.property(float, (f) => {
        const pocket = roulettePocket(f);
        expect(Number.isInteger(pocket)).toBe(true);
        expect(pocket).toBeGreaterThanOrEqual(0);
        expect(pocket).toBeLessThanOrEqual(36);
      }),
    );
  });
});

describe('keno and mines draws (remaining[floor(f × remaining.length)])', () => {
  it('take from the ascending list of what is left', () => {
    expect(drawWithoutReplacement(new Array(10).fill(0), KENO_CELLS, KENO_DRAWS)).toEqual(ascending(10));
    expect(drawWithoutReplacement(new Array(10).fill(1 - 2 ** -32), KENO_CELLS, KENO_DRAWS)).toEqual([
      39, 38, 37, 36, 35, 34, 33, 32, 31, 30,
    ]);
    // 0.5 of 40 is index 20; then 0.5 of the 39 left is index 19 (cell 19); then index 19 of 38 (cell 21).
    expect(drawWithoutReplacement([0.5, 0.5, 0.5], KENO_CELLS, 3)).toEqual([20, 19, 21]);
  });

  it('keno: 10 distinct cells in 0..39 (property)', () => {
    fc.assert(
      fc.property(floats(KENO_DRAWS), (fs) => {
        const drawn = drawWithoutReplacement(fs, KENO_CELLS, KENO_DRAWS);
        expect(drawn).toHaveLength(10);
        expect(new Set(drawn).size).toBe(10);
        for (const cell of drawn) {
          expect(Number.isInteger(cell)).toBe(true);
          expect(cell).toBeGreaterThanOrEqual(0);
          expect(cell).toBeLessThan(40);
        }
      }),
    );
  });

  it('mines: a permutation of 0..24 (property)', () => {
    fc.assert(
      fc.property(floats(MINES_TILES), (fs) => {
        const order = drawWithoutReplacement(fs, MINES_TILES);
        expect(order).toHaveLength(25);
        expect([...order].sort((a, b) => a - b)).toEqual(ascending(25));
      }),
    );
  });
});

describe('limbo multiplier', () => {
  it('is 0.99 / f floored to 2 decimals, at least 1', () => {
    expect(limboMultiplier(0.99)).toBe(1);
    expect(limboMultiplier(0.999)).toBe(1);
    expect(limboMultiplier(0.25)).toBe(3.96);
    expect(limboMultiplier(0.3)).toBe(3.3);
    expect(limboMultiplier(0.01)).toBe(99);
    expect(limboMultiplier(2 ** -7)).toBe(126.72);
  });

  it('keeps the published formula’s binary rounding, as independent verifiers compute it', () => {
    // 1e8 / (0.1 × 1e8) is exactly 10, so 9.9, where a plain 0.99 / 0.1 = 9.8999… would floor to 9.89.
    expect(limboMultiplier(0.1)).toBe(9.9);
    expect(Math.floor((0.99 / 0.1) * 100) / 100).toBe(9.89);
    // 0.99 / 0.0099 is 99.99999999999999 in binary: 99.99, not 100.
    expect(limboMultiplier(0.0099)).toBe(99.99);
  });

  it('is ≥ 1 with at most 2 decimals, within 0.01 below 0.99 / f (property)', () => {
    fc.assert(
      fc.property(
        float.filter((f) => f > 0),
        (f) => {
          const multiplier = limboMultiplier(f);
          expect(multiplier).toBeGreaterThanOrEqual(1);
          const hundredths = multiplier * 100;
          expect(Math.abs(hundredths - Math.round(hundredths))).toBeLessThan(1e-6 + hundredths * 1e-14);
          const exact = 0.99 / f;
          if (exact >= 1.01) {
            const slack = 1e-9 + exact * 1e-12;
            expect(multiplier).toBeLessThanOrEqual(exact + slack);
            expect(multiplier).toBeGreaterThan(exact - 0.01 - slack);
          }
        },
      ),
    );
  });

  it('never grows as the float grows (property)', () => {
    fc.assert(
      fc.property(float, float, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(limboMultiplier(low)).toBeGreaterThanOrEqual(limboMultiplier(high));
      }),
    );
  });
});

describe('stairs rows', () => {
  it('are 13 permutations of the 4 columns; stones are each row’s first columns (property)', () => {
    fc.assert(
      fc.property(floats(STAIRS_ROWS * STAIRS_COLUMNS), (fs) => {
        const rows = stairsRows(fs);
        expect(rows).toHaveLength(13);
        for (const row of rows) expect([...row].sort()).toEqual([0, 1, 2, 3]);
        expect(stairsStones(rows, 'medium').map((stones) => stones.length)).toEqual(new Array(13).fill(2));
        expect(stairsStones(rows, 'high')[4]).toEqual(rows[4]!.slice(0, 3));
      }),
      { numRuns: 50 },
    );
  });
});

describe('dice', () => {
  it('is floor(f × 10001) / 100', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(1 - 2 ** -32)).toBe(100);
    expect(diceRoll(0.5)).toBe(50);
  });
});
