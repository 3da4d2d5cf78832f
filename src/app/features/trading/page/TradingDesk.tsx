import { useEffect } from 'react';
import { PriceChart } from '../chart/PriceChart';
import { OrderPanel } from '../order/OrderPanel';
import { useStakeAccount } from '../../wallet/stake';
import { PositionsPanel } from '../positions/PositionsPanel';
import { watchPositions } from '../positions/positions-store';
import { PublicTrades } from '../trades/PublicTrades';
import { MarketHeader } from './MarketHeader';

/**
 * One market's desk: the header, the chart and the order panel side by side (stacked on a narrow page, chart
 * first), the player's positions and the crowd's trades below.
 */
export function TradingDesk({ ticker }: { ticker: string }) {
  const { userId } = useStakeAccount();
  useEffect(() => (userId ? watchPositions(userId) : undefined), [userId]);

  return (
    <div className="trading">
      <MarketHeader ticker={ticker} />
      <div className="trading__main">
        <PriceChart ticker={ticker} />
        <OrderPanel ticker={ticker} />
      </div>
      <div className="trading__lower">
        <PositionsPanel signedIn={userId !== null} />
        <PublicTrades ticker={ticker} />
      </div>
    </div>
  );
}
