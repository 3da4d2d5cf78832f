import { describe, expect, it } from 'vitest';
import { TRADING_ERRORS } from '@contract/trading';
import {
  INVALID_PRICE,
  checkOrder,
  limitErrors,
  type OrderDraft,
} from '../../../src/app/features/trading/order/order-form';
import {
  LEVERAGE_PICKS,
  LEVERAGE_STOPS,
  leverageAtStop,
  stopIndexOf,
} from '../../../src/app/features/trading/order/leverage';

const draft = (patch: Partial<OrderDraft> = {}): OrderDraft => ({
  direction: 'up',
  wager: '10',
  multiplier: '100',
  takeProfit: '',
  stopLoss: '',
  ...patch,
});
const context = { price: 50_000, balance: 100, usdPrice: 1 };

describe('the order panel check', () => {
  it('a valid order is ready and shows its bust price', () => {
    const check = checkOrder(draft(), context);
    expect(check).toMatchObject({ ready: true, wager: 10, multiplier: 100, errors: {} });
    expect(check.bust).toBeCloseTo(49_500, 8);
    expect(checkOrder(draft({ direction: 'down', multiplier: '1000' }), context).bust).toBeCloseTo(50_050, 8);
  });

  it('refuses wagers outside the dollar bounds and above the balance, in the server words', () => {
    expect(checkOrder(draft({ wager: '0.05' }), context).errors.wager).toBe(
      TRADING_ERRORS.wagerTooSmall.message,
    );
    expect(checkOrder(draft({ wager: '1' }), { ...context, usdPrice: 20_000 }).errors.wager).toBe(
      TRADING_ERRORS.wagerTooLarge.message,
    );
    expect(checkOrder(draft({ wager: '101' }), context).errors.wager).toBe(
      TRADING_ERRORS.notEnoughMoney.message,
    );
  });

  it('an empty wager is no error but not ready', () => {
    const check = checkOrder(draft({ wager: '' }), context);
    expect(check.errors).toEqual({});
    expect(check.ready).toBe(false);
  });

  it('takes whole multipliers from 1 to 1000 only', () => {
    for (const multiplier of ['0', '1001', '', '2.5'])
      expect(checkOrder(draft({ multiplier }), context).errors.multiplier).toBe(
        TRADING_ERRORS.invalidMultiplier.message,
      );
    expect(checkOrder(draft({ multiplier: '1' }), context).ready).toBe(true);
  });

  it('is not ready before the first price', () => {
    expect(checkOrder(draft(), { ...context, price: null })).toMatchObject({ ready: false, bust: null });
  });
});

describe('take profit and stop loss', () => {
  it('for up: take profit above the entry, stop loss between the bust and the entry', () => {
    expect(limitErrors('up', 100, 90, 101, 95)).toEqual({});
    expect(limitErrors('up', 100, 90, 100, 90)).toEqual({
      takeProfit: TRADING_ERRORS.invalidTakeProfit.message,
      stopLoss: TRADING_ERRORS.invalidStopLoss.message,
    });
    expect(limitErrors('up', 100, 90, null, 100).stopLoss).toBe(TRADING_ERRORS.invalidStopLoss.message);
  });

  it('for down: take profit below the entry, stop loss between the entry and the bust', () => {
    expect(limitErrors('down', 100, 110, 99, 105)).toEqual({});
    expect(limitErrors('down', 100, 110, 101, 110)).toEqual({
      takeProfit: TRADING_ERRORS.invalidTakeProfit.message,
      stopLoss: TRADING_ERRORS.invalidStopLoss.message,
    });
  });

  it('a text that is no price is refused; an empty one is no level', () => {
    expect(checkOrder(draft({ takeProfit: '.' }), context).errors.takeProfit).toBe(INVALID_PRICE);
    const check = checkOrder(draft({ takeProfit: '50100', stopLoss: '49600' }), context);
    expect(check).toMatchObject({ ready: true, takeProfit: 50_100, stopLoss: 49_600 });
    expect(checkOrder(draft({ stopLoss: '49400' }), context).errors.stopLoss).toBe(
      TRADING_ERRORS.invalidStopLoss.message,
    );
  });
});

describe('the multiplier slider', () => {
  it('runs from 1x to 1000x through every quick pick, each stop another whole multiplier', () => {
    expect(LEVERAGE_STOPS[0]).toBe(1);
    expect(LEVERAGE_STOPS.at(-1)).toBe(1000);
    for (const pick of LEVERAGE_PICKS) expect(leverageAtStop(stopIndexOf(pick))).toBe(pick);
    for (let index = 1; index < LEVERAGE_STOPS.length; index += 1)
      expect(LEVERAGE_STOPS[index]!).toBeGreaterThan(LEVERAGE_STOPS[index - 1]!);
    expect(LEVERAGE_STOPS.slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('puts a typed value between stops on the stop below it', () => {
    expect(leverageAtStop(stopIndexOf(27))).toBe(26);
    expect(leverageAtStop(-5)).toBe(1);
    expect(leverageAtStop(10_000)).toBe(1000);
  });
});
