/**
 * The order panel's rules, as the sim refuses an order: the wager between the market's US dollar bounds and
 * within the balance, the multiplier between 1 and 1000, a take profit beyond the entry in the position's
 * direction, a stop loss between the entry and the bust price. Texts are the contract's refusals, so the
 * panel and the server say the same thing.
 */
import { TRADING, TRADING_ERRORS, type TradeDirection } from '@contract/trading';
import { bustPrice, levelFaults } from '@contract/trading-math';

export interface OrderDraft {
  direction: TradeDirection;
  /** The inputs' texts as typed (digits and a dot). */
  wager: string;
  multiplier: string;
  takeProfit: string;
  stopLoss: string;
}

export interface OrderContext {
  /** The market's price now: the entry the position would get; null before the first price. */
  price: number | null;
  /** The balance the wager draws from; null while unknown. */
  balance: number | null;
  /** US dollars for one unit of the wager's currency. */
  usdPrice: number;
}

export type OrderField = 'wager' | 'multiplier' | 'takeProfit' | 'stopLoss';
export type LimitErrors = Partial<Record<'takeProfit' | 'stopLoss', string>>;

export interface OrderCheck {
  wager: number;
  multiplier: number;
  takeProfit: number | null;
  stopLoss: number | null;
  /** Where the position would bust at the current price; null while the price or multiplier is unknown. */
  bust: number | null;
  errors: Partial<Record<OrderField, string>>;
  /** Whether the order may be sent: a wager, a price and no error. */
  ready: boolean;
}

export const INVALID_PRICE = 'Enter a price above 0';

/** A typed amount or price: null when empty, NaN when it is no positive number. */
export function parsePositive(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : Number.NaN;
}

/** The multiplier a text stands for, when it is a whole number from 1 to 1000; else NaN. */
export function parseMultiplier(text: string): number {
  const value = Number(text);
  return /^\d+$/.test(text) && value >= TRADING.minMultiplier && value <= TRADING.maxMultiplier
    ? value
    : Number.NaN;
}

/** The take profit and stop loss against an entry and its bust price (null: not set, no error). */
export function limitErrors(
  direction: TradeDirection,
  entry: number,
  bust: number,
  takeProfit: number | null,
  stopLoss: number | null,
): LimitErrors {
  const errors: LimitErrors = {};
  // A level that is no number is marked as such; the others are judged by the sim's own rule.
  const faults = levelFaults(entry, bust, direction, { takeProfit, stopLoss });
  if (takeProfit !== null && Number.isNaN(takeProfit)) errors.takeProfit = INVALID_PRICE;
  else if (faults.takeProfit) errors.takeProfit = TRADING_ERRORS.invalidTakeProfit.message;
  if (stopLoss !== null && Number.isNaN(stopLoss)) errors.stopLoss = INVALID_PRICE;
  else if (faults.stopLoss) errors.stopLoss = TRADING_ERRORS.invalidStopLoss.message;
  return errors;
}

function wagerError(wager: number | null, context: OrderContext): string | undefined {
  if (wager === null) return undefined;
  if (Number.isNaN(wager)) return TRADING_ERRORS.wagerTooSmall.message;
  // Without the currency's price (not loaded yet) the dollar bounds wait; the server checks them anyway.
  const usd = wager * context.usdPrice;
  if (context.usdPrice > 0 && usd < TRADING.minWagerUsd) return TRADING_ERRORS.wagerTooSmall.message;
  if (context.usdPrice > 0 && usd > TRADING.maxWagerUsd) return TRADING_ERRORS.wagerTooLarge.message;
  if (context.balance !== null && wager > context.balance) return TRADING_ERRORS.notEnoughMoney.message;
  return undefined;
}

/** Everything the panel shows about a draft: parsed values, the bust price, the errors, and readiness. */
export function checkOrder(draft: OrderDraft, context: OrderContext): OrderCheck {
  const wager = parsePositive(draft.wager);
  const multiplier = parseMultiplier(draft.multiplier);
  const takeProfit = parsePositive(draft.takeProfit);
  const stopLoss = parsePositive(draft.stopLoss);
  const errors: OrderCheck['errors'] = {};

  const wagerProblem = wagerError(wager, context);
  if (wagerProblem) errors.wager = wagerProblem;
  if (Number.isNaN(multiplier)) errors.multiplier = TRADING_ERRORS.invalidMultiplier.message;

  const { price } = context;
  const bust =
    price !== null && !Number.isNaN(multiplier) ? bustPrice(price, multiplier, draft.direction) : null;
  if (price !== null && bust !== null)
    Object.assign(errors, limitErrors(draft.direction, price, bust, takeProfit, stopLoss));

  return {
    wager: wager ?? 0,
    multiplier,
    takeProfit,
    stopLoss,
    bust,
    errors,
    ready: wager !== null && !Number.isNaN(wager) && price !== null && Object.keys(errors).length === 0,
  };
}
