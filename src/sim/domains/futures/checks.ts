/**
 * The rules of a position's levels, one place for opening and for moving them: a take profit lies beyond the
 * entry in the position's profitable direction; a stop loss lies between the entry and the bust price (a stop
 * at or past the bust price could never act before the bust).
 */
import type { TradeDirection } from '@contract/trading';
import { tradingError } from './errors';

export interface Levels {
  takeProfit: number | null;
  stopLoss: number | null;
}

export function checkLevels(
  entry: number,
  bust: number,
  direction: TradeDirection,
  { takeProfit, stopLoss }: Levels,
): void {
  const up = direction === 'up';
  if (takeProfit !== null && (up ? takeProfit <= entry : takeProfit >= entry)) {
    throw tradingError('invalidTakeProfit');
  }
  if (
    stopLoss !== null &&
    (up ? !(stopLoss > bust && stopLoss < entry) : !(stopLoss < bust && stopLoss > entry))
  ) {
    throw tradingError('invalidStopLoss');
  }
}
