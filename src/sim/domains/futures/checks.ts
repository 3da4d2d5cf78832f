/**
 * The rules of a position's levels (trading-math levelFaults), one place for opening and for moving them: the
 * first level that breaks its rule is refused with its text.
 */
import type { TradeDirection } from '@contract/trading';
import { levelFaults } from '@contract/trading-math';
import { tradingError } from './errors';

export interface Levels {
  takeProfit: number | null;
  stopLoss: number | null;
}

export function checkLevels(entry: number, bust: number, direction: TradeDirection, levels: Levels): void {
  const faults = levelFaults(entry, bust, direction, levels);
  if (faults.takeProfit) throw tradingError('invalidTakeProfit');
  if (faults.stopLoss) throw tradingError('invalidStopLoss');
}
