/** Odds formats (platform.md §9): the printed fractions and American odds, and round trips back to decimal. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MIN_DECIMAL_ODDS,
  formatOdds,
  fromAmerican,
  fromFractional,
  toAmerican,
  toFractional,
} from '@contract/odds';

/** Decimal odds as the sports world prices them: two decimals, from 1.01 up. */
const decimalOdds = fc
  .integer({ min: Math.round(MIN_DECIMAL_ODDS * 100), max: 100_000 })
  .map((hundredths) => hundredths / 100);

describe('odds formats', () => {
  it('print the fractions bookmakers print', () => {
    const printed = [1.01, 1.05, 1.15, 1.33, 1.44, 1.62, 1.73, 1.83, 1.91, 2, 2.5, 3.05, 11].map((odds) =>
      formatOdds(odds, 'fractional'),
    );
    expect(printed).toEqual([
      '1/100',
      '1/20',
      '2/13',
      '1/3',
      '4/9',
      '8/13',
      '8/11',
      '5/6',
      '10/11',
      '1/1',
      '3/2',
      '41/20',
      '10/1',
    ]);
  });

  it('print American odds: positive from even money, negative below it', () => {
    expect([1.01, 1.5, 1.91, 2, 2.5, 11].map((odds) => formatOdds(odds, 'american'))).toEqual([
      '-10000',
      '-200',
      '-110',
      '+100',
      '+150',
      '+1000',
    ]);
    expect(formatOdds(2.5, 'decimal')).toBe('2.50');
  });

  it('convert back to the same decimal odds, from every format', () => {
    fc.assert(
      fc.property(decimalOdds, (odds) => {
        const { numerator, denominator } = toFractional(odds);
        expect(denominator).toBeLessThanOrEqual(100);
        expect(fromFractional(numerator, denominator)).toBe(odds);
        expect(fromAmerican(toAmerican(odds))).toBe(odds);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keep every fraction in lowest terms', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    fc.assert(
      fc.property(decimalOdds, (odds) => {
        const { numerator, denominator } = toFractional(odds);
        expect(gcd(numerator, denominator)).toBe(1);
      }),
    );
  });
});
