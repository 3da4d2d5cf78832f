/**
 * The position arithmetic (src/contract/trading-math.ts) the sim settles with, the order panel shows and the
 * ROI calculator answers: bust prices and results of long and short positions at several multipliers, both
 * fee modes, the clamp between -100 and max_roi, the calculator's steps and the input filter.
 */
import { describe, expect, it } from 'vitest';
import { CALCULATOR, TRADING, type TradingSettings } from '@contract/trading';
import {
  CALCULATOR_MOVE_STEPS,
  bustPrice,
  calculatorResult,
  grossProfit,
  isBust,
  movePercent,
  netProfit,
  roiPercent,
  tradeFee,
} from '@contract/trading-math';
import { filterDecimalText } from '../../../src/app/format/decimal-input';

const PNL: TradingSettings = { pnl_fee: 0.5, max_roi: 1000, fee_mode: 'pnl' };
const FLAT: TradingSettings = { pnl_fee: 0.5, max_roi: 1000, fee_mode: 'flat' };

describe('bust price', () => {
  it.each([
    [1, 0, 200],
    [2, 50, 150],
    [10, 90, 110],
    [100, 99, 101],
    [1000, 99.9, 100.1],
  ])('at %ix is where the wager is gone: up %f, down %f (entry 100)', (multiplier, up, down) => {
    expect(bustPrice(100, multiplier, 'up')).toBeCloseTo(up, 10);
    expect(bustPrice(100, multiplier, 'down')).toBeCloseTo(down, 10);
    // There the ROI is exactly -100 in either direction.
    expect(roiPercent(movePercent(100, up), multiplier, 'up', 1000)).toBeCloseTo(-100, 8);
    expect(roiPercent(movePercent(100, down), multiplier, 'down', 1000)).toBeCloseTo(-100, 8);
  });

  it('is reached at the bust price and beyond it, not before', () => {
    const upBust = bustPrice(60_000, 100, 'up');
    expect(isBust(upBust, upBust, 'up')).toBe(true);
    expect(isBust(upBust - 1, upBust, 'up')).toBe(true);
    expect(isBust(upBust + 0.01, upBust, 'up')).toBe(false);
    const downBust = bustPrice(60_000, 1000, 'down');
    expect(downBust).toBeCloseTo(60_060, 8);
    expect(isBust(60_060, downBust, 'down')).toBe(true);
    expect(isBust(60_059.99, downBust, 'down')).toBe(false);
  });

  it('of a 1x long is never reached while the price is above 0', () => {
    expect(isBust(0.000001, bustPrice(10, 1, 'up'), 'up')).toBe(false);
  });
});

describe('result of a position', () => {
  it('moves with the multiplier in the position direction', () => {
    // A 1 % rise: +10 % ROI at 10x long, -10 % short; +100 % at 100x.
    expect(grossProfit(1_000, 100, 101, 10, 'up', 1000)).toBeCloseTo(100, 8);
    expect(grossProfit(1_000, 100, 101, 10, 'down', 1000)).toBeCloseTo(-100, 8);
    expect(grossProfit(1_000, 100, 101, 100, 'up', 1000)).toBeCloseTo(1_000, 8);
    // A 0.05 % fall at 1000x short: +50 %.
    expect(grossProfit(1_000, 100, 99.95, 1000, 'down', 1000)).toBeCloseTo(500, 6);
  });

  it('is clamped between the whole wager lost and max_roi', () => {
    expect(grossProfit(1_000, 100, 80, 10, 'up', 1000)).toBe(-1_000);
    expect(grossProfit(1_000, 100, 150, 100, 'up', 1000)).toBe(10_000);
    expect(grossProfit(1_000, 100, 150, 100, 'up', 250)).toBe(2_500);
    expect(roiPercent(-50, 1000, 'down', 1000)).toBe(1000);
  });

  it('keeps (pnl_fee + 1) percent of a profit in pnl mode and nothing of a loss', () => {
    const win = netProfit(1_000, 100, 101, 100, 'up', PNL);
    expect(win.gross).toBeCloseTo(1_000, 8);
    expect(win.fee).toBeCloseTo(15, 8);
    expect(win.net).toBeCloseTo(985, 8);
    const loss = netProfit(1_000, 100, 99.5, 100, 'up', PNL);
    expect(loss).toMatchObject({ fee: 0 });
    expect(loss.net).toBeCloseTo(-500, 8);
    expect(tradeFee(200, 1_000, 10, { fee_mode: 'pnl', pnl_fee: 2 })).toBeCloseTo(6, 10);
  });

  it('takes the flat fee of the size whatever the result, never more than what is left', () => {
    const size = 1_000 * 100;
    const flat = (size * TRADING.flatFeePercent) / 100;
    const win = netProfit(1_000, 100, 101, 100, 'up', FLAT);
    expect(win.fee).toBeCloseTo(flat, 10);
    expect(win.net).toBeCloseTo(1_000 - flat, 8);
    const loss = netProfit(1_000, 100, 99.5, 100, 'down', FLAT);
    expect(loss.fee).toBeCloseTo(flat, 10);
    // Nearly bust: only 1 of the wager is left, so the fee is 1 and the position returns 0.
    const nearly = netProfit(1_000, 100, 99.001, 100, 'up', FLAT);
    expect(nearly.fee).toBeCloseTo(1_000 + nearly.gross, 8);
    expect(1_000 + nearly.net).toBeCloseTo(0, 8);
    expect(tradeFee(-1_000, 1_000, 1000, FLAT)).toBe(0);
  });
});

describe('the ROI calculator', () => {
  it('steps from -100 to 1000 percent, the negative ones first', () => {
    expect(CALCULATOR_MOVE_STEPS).toEqual([
      -100, -50, -10, -5, -1, -0.5, -0.1, -0.05, -0.01, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 50, 100, 500, 1000,
    ]);
    expect(Math.min(...CALCULATOR_MOVE_STEPS)).toBe(CALCULATOR.minMove);
  });

  it('answers the default 10 at 200x with the profit clamped to [-100, max_roi] percent', () => {
    const { defaultWager, defaultMultiplier } = CALCULATOR;
    const small = calculatorResult(defaultWager, defaultMultiplier, 0.1, PNL);
    expect(small.roi).toBeCloseTo(20, 10);
    expect(small.profit).toBeCloseTo(2 - 2 * 0.015, 10);
    expect(calculatorResult(defaultWager, defaultMultiplier, 10, PNL).roi).toBe(1000);
    expect(calculatorResult(defaultWager, defaultMultiplier, 10, { ...PNL, max_roi: 500 }).roi).toBe(500);
    const lost = calculatorResult(defaultWager, defaultMultiplier, -1, PNL);
    expect(lost).toMatchObject({ roi: -100, gross: -10, fee: 0, profit: -10 });
    const flat = calculatorResult(defaultWager, defaultMultiplier, 0.1, FLAT);
    expect(flat.fee).toBeCloseTo((10 * 200 * TRADING.flatFeePercent) / 100, 10);
  });

  it('inputs keep only digits and the first dot', () => {
    expect(filterDecimalText('12.5')).toBe('12.5');
    expect(filterDecimalText('1a2b.3c')).toBe('12.3');
    expect(filterDecimalText('-5')).toBe('5');
    expect(filterDecimalText('1.2.3.')).toBe('1.23');
    expect(filterDecimalText('1e5')).toBe('15');
    expect(filterDecimalText(' 7,5 ')).toBe('75');
    expect(filterDecimalText('.')).toBe('.');
    expect(filterDecimalText('')).toBe('');
  });
});
