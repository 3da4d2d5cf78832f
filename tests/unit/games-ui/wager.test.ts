import { describe, expect, it } from 'vitest';
import {
  chipTotal,
  doubleWager,
  filterIntegerText,
  filterWagerText,
  halveWager,
  increaseByPercent,
  increaseChips,
  minimumWager,
  truncateTo,
  wagerText,
} from '../../../src/app/features/games/wager';

describe('wager arithmetic', () => {
  it('keeps digits and the first dot only, at most the currency decimals', () => {
    expect(filterWagerText('1a2b.3c', 8)).toBe('12.3');
    expect(filterWagerText('1.2.3', 8)).toBe('1.23');
    expect(filterWagerText('-5e3', 8)).toBe('53');
    expect(filterWagerText('0.123456789', 8)).toBe('0.12345678');
    expect(filterWagerText('1.239', 2)).toBe('1.23');
    expect(filterWagerText('12.5', 0)).toBe('12');
    expect(filterWagerText('.5', 2)).toBe('.5');
    expect(filterIntegerText('1.5%x2')).toBe('152');
  });

  it('halves and doubles at the currency decimals, within the bounds', () => {
    expect(halveWager(0.00000003, 8, 1e-8)).toBe(0.00000001);
    expect(halveWager(0.05, 2, 0.01)).toBe(0.02);
    expect(halveWager(0.01, 2, 0.01)).toBe(0.01);
    expect(doubleWager(0.1, 8, Infinity)).toBe(0.2);
    expect(doubleWager(0.15, 2, Infinity)).toBe(0.3);
    expect(doubleWager(6, 2, 10)).toBe(10);
    expect(wagerText(0.1 + 0.2, 2)).toBe('0.30');
    expect(truncateTo(1.999, 2)).toBe(1.99);
  });

  it('has the minimum of play code -1: 0.01 for 2 decimals, else 1e-8', () => {
    expect(minimumWager(2)).toBe(0.01);
    expect(minimumWager(8)).toBe(1e-8);
    expect(minimumWager(18)).toBe(1e-8);
  });

  it('raises a bet by a whole percent at the currency decimals', () => {
    expect(increaseByPercent(1, 50, 8)).toBe(1.5);
    expect(increaseByPercent(0.01, 100, 2)).toBe(0.02);
    expect(increaseByPercent(0.00000001, 50, 8)).toBe(0.00000002);
    expect(increaseByPercent(0.33, 10, 2)).toBe(0.36);
  });

  it('sums and raises chip stakes', () => {
    expect(chipTotal('baccarat', { player: 1, banker: 0.5, tie: 0 })).toBe(1.5);
    expect(
      chipTotal('roulette', {
        bets: [
          { type: 'red', amount: 1 },
          { type: 'straight', value: 7, amount: 2 },
        ],
      }),
    ).toBe(3);
    expect(increaseChips('baccarat', { player: 1, banker: 0, tie: 0.1 }, 100, 8)).toEqual({
      player: 2,
      banker: 0,
      tie: 0.2,
    });
    expect(increaseChips('roulette', { bets: [{ type: 'red', amount: 1 }] }, 50, 2)).toEqual({
      bets: [{ type: 'red', amount: 1.5 }],
    });
  });
});
