import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../src/app/features/wallet/format-amount';

describe('formatAmount', () => {
  it('shows a coin at its decimals, grouped', () => {
    expect(formatAmount(1.5, 8, 'btc')).toBe('1.50000000');
    expect(formatAmount(1234.5, 8, 'btc')).toBe('1,234.50000000');
    expect(formatAmount(0, 6, 'btc')).toBe('0.000000');
  });

  it('caps at 8 decimals, with an ellipsis only when digits were cut', () => {
    expect(formatAmount(0.123456789012, 18, 'btc')).toBe('0.12345678…');
    expect(formatAmount(1, 18, 'btc')).toBe('1.00000000');
    expect(formatAmount(0.00000001, 18, 'btc')).toBe('0.00000001');
  });

  it('truncates rather than rounds, so it never shows more than is held', () => {
    expect(formatAmount(0.999999999, 9, 'btc')).toBe('0.99999999…');
  });

  it('shows whole satoshis in the satoshi unit', () => {
    expect(formatAmount(0.00012345, 8, 'satoshi')).toBe('12,345');
    expect(formatAmount(1, 8, 'satoshi')).toBe('100,000,000');
    expect(formatAmount(0.1 + 0.2, 8, 'satoshi')).toBe('30,000,000');
  });

  it('shows fiat with 2 decimals, rounded', () => {
    expect(formatAmount(12.345, 8, 'fiat')).toBe('12.35');
    expect(formatAmount(1000, 2, 'fiat')).toBe('1,000.00');
  });
});
