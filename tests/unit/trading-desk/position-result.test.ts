import { describe, expect, it } from 'vitest';
import { DEFAULT_TRADING_SETTINGS, tradingSettingsOf } from '@contract/trading';
import {
  bookedResult,
  endedByMarket,
  liveResult,
} from '../../../src/app/features/trading/positions/position-result';
import { position } from './fixtures';

const PNL = { pnl_fee: 0.5, max_roi: 1000, fee_mode: 'pnl' } as const;

describe('live result of an open position', () => {
  it('a long at 100x gains 100 % of its wager on a 1 % rise, less the pnl fee of 1.5 % of the profit', () => {
    const result = liveResult(position(), 50_500, PNL);
    expect(result.profit).toBeCloseTo(10 - 0.15, 10);
    expect(result.roi).toBeCloseTo(98.5, 10);
  });

  it('a short at 100x loses on a rise and pays no fee on a loss', () => {
    const result = liveResult(position({ direction: 'down' }), 50_250, PNL);
    expect(result.profit).toBeCloseTo(-5, 10);
    expect(result.roi).toBeCloseTo(-50, 10);
  });

  it('never loses more than the wager past the bust price, and never gains past max_roi', () => {
    expect(liveResult(position(), 40_000, PNL).roi).toBe(-100);
    const capped = liveResult(position({ multiplier: 1000 }), 60_000, { ...PNL, max_roi: 500 });
    expect(capped.profit).toBeCloseTo(50 * (1 - 0.015), 10);
  });

  it('in flat mode pays the flat fee on the size whatever the result', () => {
    const flat = { ...PNL, fee_mode: 'flat' } as const;
    // 0.02 % of 10 × 100 = 0.2
    expect(liveResult(position(), 50_000, flat).profit).toBeCloseTo(-0.2, 10);
  });
});

describe('booked result and endings', () => {
  it('reads the ended position as the sim booked it', () => {
    expect(bookedResult(position())).toBeNull();
    expect(bookedResult(position({ status: 'takeProfit', profit: 4.925 }))).toEqual({
      profit: 4.925,
      roi: 49.25,
    });
  });

  it('only bust, take profit and stop loss are endings by the market', () => {
    expect(
      ['busted', 'takeProfit', 'stopLoss', 'closed', 'open'].map((s) => endedByMarket(s as never)),
    ).toEqual([true, true, true, false, false]);
  });
});

describe('the licence trading settings', () => {
  it('reads the plugin settings and falls back field by field', () => {
    const licence = (trading: Record<string, unknown>) => ({ pluginSettings: { trading } });
    expect(tradingSettingsOf(licence({ pnl_fee: 2, max_roi: 300, fee_mode: 'flat' }))).toEqual({
      pnl_fee: 2,
      max_roi: 300,
      fee_mode: 'flat',
    });
    expect(tradingSettingsOf(licence({ pnl_fee: 'x', fee_mode: 'odd' }))).toEqual(DEFAULT_TRADING_SETTINGS);
    expect(tradingSettingsOf(null)).toEqual(DEFAULT_TRADING_SETTINGS);
  });
});
