/** The price lines of the player's open positions on one market: entry, bust, and the limits set. */
import type { FuturesPosition } from '@contract/trading';
import type { PriceLineSpec } from './candle-chart';

export function positionLines(positions: readonly FuturesPosition[], ticker: string): PriceLineSpec[] {
  return positions
    .filter((position) => position.ticker === ticker && position.status === 'open')
    .flatMap((position) => {
      const lines: PriceLineSpec[] = [
        { price: position.entryPrice, title: 'Entry', tone: 'entry' },
        { price: position.bustPrice, title: 'Bust', tone: 'bust' },
      ];
      if (position.takeProfit !== null)
        lines.push({ price: position.takeProfit, title: 'TP', tone: 'takeProfit' });
      if (position.stopLoss !== null) lines.push({ price: position.stopLoss, title: 'SL', tone: 'stopLoss' });
      return lines;
    });
}
