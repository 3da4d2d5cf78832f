import { useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_ANALYTICS_TIMEFRAME, type AnalyticsTimeframe } from '@contract/analytics';
import { TOKEN } from '@contract/token';
import {
  BurnBlock,
  BurntChartBlock,
  PayoutBlock,
  PriceBlock,
  RevenueBlock,
  SupplyBlock,
} from '../analytics/blocks';
import { TimeframeSwitch } from '../analytics/TimeframeSwitch';
import { TOKEN_PATHS } from '../paths';
import '../token.css';

/** /analytics: the eight chart blocks over 7 or 30 days (default 30); changing it reloads every block. */
export function AnalyticsPage() {
  const [timeframe, setTimeframe] = useState<AnalyticsTimeframe>(DEFAULT_ANALYTICS_TIMEFRAME);
  return (
    <div className="token-page">
      <header className="token-page__header">
        <div>
          <h1>Token analytics</h1>
          <p className="token-page__lead">
            House revenue, buy-backs and burns of <Link to={TOKEN_PATHS.token}>{TOKEN.symbol}</Link>, and the
            weekly <Link to={TOKEN_PATHS.revShare}>cash share</Link>. Days in UTC.
          </p>
        </div>
        <TimeframeSwitch value={timeframe} onChange={setTimeframe} />
      </header>
      <div className="analytics-grid">
        <BurnBlock timeframe={timeframe} />
        <RevenueBlock timeframe={timeframe} product="futures" />
        <RevenueBlock timeframe={timeframe} product="casino" />
        <RevenueBlock timeframe={timeframe} product="sport" />
        <BurntChartBlock timeframe={timeframe} />
        <PayoutBlock timeframe={timeframe} />
        <SupplyBlock timeframe={timeframe} />
        <PriceBlock timeframe={timeframe} className="chart-block--wide" />
      </div>
    </div>
  );
}
