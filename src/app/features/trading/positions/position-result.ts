/**
 * What a position shows: its live result from the market's price while open (the same arithmetic the sim
 * settles with, fees included), its booked result once it ended, and the name of how it ended.
 */
import type { FuturesPosition, PositionStatus, TradingSettings } from '@contract/trading';
import { netProfit } from '@contract/trading-math';

export interface PositionResult {
  /** Net profit (negative for a loss) in the position's currency, fees taken. */
  profit: number;
  /** profit over the wager, in percent. */
  roi: number;
}

/** An open position's result if it were closed at `price`. */
export function liveResult(
  position: Pick<FuturesPosition, 'wager' | 'entryPrice' | 'multiplier' | 'direction'>,
  price: number,
  settings: TradingSettings,
): PositionResult {
  const { wager, entryPrice, multiplier, direction } = position;
  const { net } = netProfit(wager, entryPrice, price, multiplier, direction, settings);
  return { profit: net, roi: wager > 0 ? (net / wager) * 100 : 0 };
}

/** The result the sim booked for an ended position; null while it is open. */
export function bookedResult(position: Pick<FuturesPosition, 'wager' | 'profit'>): PositionResult | null {
  if (position.profit === null) return null;
  return { profit: position.profit, roi: position.wager > 0 ? (position.profit / position.wager) * 100 : 0 };
}

export const STATUS_LABELS: Record<PositionStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  busted: 'Busted',
  takeProfit: 'Take profit',
  stopLoss: 'Stop loss',
};

/** Ended by the market (not by the player's Close): these announce themselves with a toast. */
export const endedByMarket = (status: PositionStatus) =>
  status === 'busted' || status === 'takeProfit' || status === 'stopLoss';

/** 'Up' or 'Down', as the order panel's buttons name a direction. */
export const directionLabel = (direction: FuturesPosition['direction']) =>
  direction === 'up' ? 'Up' : 'Down';
