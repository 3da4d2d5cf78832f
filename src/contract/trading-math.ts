/**
 * The arithmetic of a futures position, one place for the sim (settling positions), the order panel (the
 * bust price it shows) and the ROI calculator (platform.md §9). Prices in US dollars; amounts in whatever unit
 * the caller uses (the sim passes integer minor units and rounds once, at the end).
 *
 * - ROI of a position: the price's move in percent times the multiplier, in the position's direction,
 *   clamped between -100 (the wager lost: the position busts) and the configured max_roi.
 * - Bust price: where the ROI reaches -100: entry × (1 − 1/multiplier) for up, entry × (1 + 1/multiplier) for
 *   down.
 * - Fees (platform.md §9): pnl mode keeps (pnl_fee + 1) percent of a profit and nothing of a loss; flat mode
 *   takes TRADING.flatFeePercent of the position's size whatever the result, never more than what is left.
 */
import { CALCULATOR, TRADING, type TradeDirection, type TradingSettings } from './trading';

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The price's move from `entry` to `price`, in percent. */
export const movePercent = (entry: number, price: number) => ((price - entry) / entry) * 100;

/** ROI in percent for a price move (percent) at a multiplier, clamped to [-100, max_roi]. */
export function roiPercent(
  move: number,
  multiplier: number,
  direction: TradeDirection,
  maxRoi: number,
): number {
  const signed = direction === 'up' ? move : -move;
  return clamp(signed * multiplier, CALCULATOR.minRoi, maxRoi);
}

/** The price at which a position loses its whole wager. */
export function bustPrice(entry: number, multiplier: number, direction: TradeDirection): number {
  return direction === 'up' ? entry * (1 - 1 / multiplier) : entry * (1 + 1 / multiplier);
}

/** Whether `price` has reached the bust price (a position of 1x up busts only at a price of 0). */
export function isBust(price: number, bust: number, direction: TradeDirection): boolean {
  return direction === 'up' ? price <= bust : price >= bust;
}

/**
 * Which of a position's levels break their rule (the sim refuses them; the order panel marks them): a take
 * profit must lie beyond the entry in the profitable direction, a stop loss between the entry and the bust
 * price (at or past the bust it could never act before the bust). A level left out (null) breaks nothing.
 */
export function levelFaults(
  entry: number,
  bust: number,
  direction: TradeDirection,
  { takeProfit, stopLoss }: { takeProfit: number | null; stopLoss: number | null },
): { takeProfit: boolean; stopLoss: boolean } {
  const up = direction === 'up';
  return {
    takeProfit: takeProfit !== null && (up ? takeProfit <= entry : takeProfit >= entry),
    stopLoss:
      stopLoss !== null &&
      (up ? stopLoss >= entry || stopLoss <= bust : stopLoss <= entry || stopLoss >= bust),
  };
}

/** The gross result of a position before fees: wager × ROI / 100 (negative for a loss). */
export function grossProfit(
  wager: number,
  entry: number,
  price: number,
  multiplier: number,
  direction: TradeDirection,
  maxRoi: number,
): number {
  return (wager * roiPercent(movePercent(entry, price), multiplier, direction, maxRoi)) / 100;
}

/**
 * The fee on a result: pnl mode (pnl_fee + 1) percent of a profit, nothing on a loss; flat mode
 * flatFeePercent of the size (wager × multiplier), capped at what the position returns (wager + gross).
 */
export function tradeFee(
  gross: number,
  wager: number,
  multiplier: number,
  settings: Pick<TradingSettings, 'fee_mode' | 'pnl_fee'>,
): number {
  if (settings.fee_mode === 'pnl') {
    return gross > 0 ? (gross * (settings.pnl_fee + TRADING.pnlBaseFeePercent)) / 100 : 0;
  }
  const flat = (wager * multiplier * TRADING.flatFeePercent) / 100;
  return clamp(flat, 0, Math.max(wager + gross, 0));
}

/** The net result: gross less the fee. */
export function netProfit(
  wager: number,
  entry: number,
  price: number,
  multiplier: number,
  direction: TradeDirection,
  settings: TradingSettings,
): { gross: number; fee: number; net: number } {
  const gross = grossProfit(wager, entry, price, multiplier, direction, settings.max_roi);
  const fee = tradeFee(gross, wager, multiplier, settings);
  return { gross, fee, net: gross - fee };
}

/** The calculator's price-move steps, negative ones first (down to -100), as its buttons list them. */
export const CALCULATOR_MOVE_STEPS: readonly number[] = [
  ...[...CALCULATOR.steps]
    .reverse()
    .map((step) => -step)
    .filter((step) => step >= CALCULATOR.minMove),
  ...CALCULATOR.steps,
];

/** The calculator's answer for a wager, a multiplier and a price move (percent; long). */
export function calculatorResult(
  wager: number,
  multiplier: number,
  move: number,
  settings: TradingSettings,
): { roi: number; gross: number; fee: number; profit: number } {
  const roi = roiPercent(move, multiplier, 'up', settings.max_roi);
  const gross = (wager * roi) / 100;
  const fee = tradeFee(gross, wager, multiplier, settings);
  return { roi, gross, fee, profit: gross - fee };
}
