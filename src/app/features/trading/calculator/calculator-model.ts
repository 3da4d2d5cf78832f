/**
 * The ROI calculator's reading of its inputs (platform.md §9): a price move built from the step buttons, the
 * wager and payout multiplier as typed, and the licence's trading settings. The arithmetic itself is the
 * contract's calculatorResult, the same the sim settles positions with.
 */
import { CALCULATOR, TRADING, TRADING_ERRORS, type TradingSettings } from '@contract/trading';
import { CALCULATOR_MOVE_STEPS, calculatorResult } from '@contract/trading-math';

/** The step buttons: rises smallest first, then falls smallest first (down to -100). */
export const UP_STEPS = CALCULATOR_MOVE_STEPS.filter((step) => step > 0);
export const DOWN_STEPS = CALCULATOR_MOVE_STEPS.filter((step) => step < 0).reverse();

/**
 * A step added to the move, kept in whole hundredths (the smallest step) so sums of steps stay exact, and
 * never below -100: a price cannot fall further than to zero.
 */
export function addMoveStep(move: number, step: number): number {
  return Math.max(Math.round((move + step) * 100) / 100, CALCULATOR.minMove);
}

export const WAGER_ERROR = 'Enter a wager above 0';

export interface CalculatorReading {
  wagerError: string | null;
  multiplierError: string | null;
  /** The result; null while an input is not a usable number. */
  result: ReturnType<typeof calculatorResult> | null;
  /** Which bound the ROI was clamped to: the whole wager lost, or the configured max_roi; null for neither. */
  clamped: 'loss' | 'max' | null;
}

export function readCalculator(
  move: number,
  wagerText: string,
  multiplierText: string,
  settings: TradingSettings,
): CalculatorReading {
  const wager = Number(wagerText);
  const multiplier = Number(multiplierText);
  const wagerError = wagerText !== '' && Number.isFinite(wager) && wager > 0 ? null : WAGER_ERROR;
  const multiplierError =
    multiplierText !== '' && multiplier >= TRADING.minMultiplier && multiplier <= TRADING.maxMultiplier
      ? null
      : TRADING_ERRORS.invalidMultiplier.message;
  if (wagerError || multiplierError) return { wagerError, multiplierError, result: null, clamped: null };
  const unclamped = move * multiplier;
  const clamped = unclamped <= CALCULATOR.minRoi ? 'loss' : unclamped > settings.max_roi ? 'max' : null;
  return {
    wagerError,
    multiplierError,
    result: calculatorResult(wager, multiplier, move, settings),
    clamped,
  };
}

/** The fee rule that applies, in words (platform.md §9 fee modes). */
export function feeRule(settings: TradingSettings): { mode: string; text: string } {
  if (settings.fee_mode === 'flat') {
    return {
      mode: 'Flat fee',
      text: `${TRADING.flatFeePercent}% of the position size (wager × multiplier), win or lose; none when it busts.`,
    };
  }
  const total = settings.pnl_fee + TRADING.pnlBaseFeePercent;
  return {
    mode: 'PnL fee',
    text: `${total}% of a profit (${settings.pnl_fee}% + ${TRADING.pnlBaseFeePercent}%); no fee on a loss.`,
  };
}
