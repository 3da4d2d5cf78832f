/** How the token pages write numbers: K, M, B and T (platform.md §9), the price, changes and chart dates. */
import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatCompact,
  formatDay,
  formatDayAndHour,
  formatTokenPrice,
  formatCompactUsd,
} from '../../../src/app/features/token/format';

describe('the token pages’ numbers', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [12.345, '12.35'],
    [12_500, '12.5K'],
    [3_210_000, '3.21M'],
    [1_050_000_000, '1.05B'],
    [7_000_000_000_000, '7T'],
    [-48_200, '-48.2K'],
  ])('abbreviates %d as %s', (value, text) => expect(formatCompact(value)).toBe(text));

  it('abbreviates dollars the same way, losses with a minus', () => {
    expect(formatCompactUsd(1_234_567)).toBe('$1.23M');
    expect(formatCompactUsd(-950.5)).toBe('-$950.5');
    expect(formatCompactUsd(0)).toBe('$0');
  });

  it('writes the price to 4 significant digits and changes with their sign', () => {
    expect(formatTokenPrice(0.0512345)).toBe('$0.05123');
    expect(formatTokenPrice(0.05)).toBe('$0.05000');
    expect(formatChange(2.3)).toBe('+2.30%');
    expect(formatChange(-0.404)).toBe('-0.40%');
    expect(formatChange(0)).toBe('+0.00%');
  });

  it('writes UTC days and times whatever the time zone', () => {
    expect(formatDay('2024-05-03')).toBe('May 3');
    expect(formatDayAndHour('2024-05-03T14:00:00.000Z')).toBe('May 3, 14:00 UTC');
  });
});
