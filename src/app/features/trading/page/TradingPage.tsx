import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { TRADING } from '@contract/trading';
import { Panel } from '../../../components/panel';
import { PageLoading } from '../../../components/PageLoading';
import { findTicker, loadMarkets, useMarkets, watchMarkets } from '../markets-store';
import { TradingDesk } from './TradingDesk';
import './trading-page.css';

/**
 * /trading/{ticker} (platform.md §2): the market's desk once the markets are known; /trading opens the
 * default market; an unknown ticker says so and points to the list of markets.
 */
export function TradingPage() {
  const { ticker } = useParams();
  useEffect(() => watchMarkets(), []);
  const status = useMarkets((state) => state.status);
  const error = useMarkets((state) => state.error);
  // The ticker as the markets spell it; a string, so the page does not re-render with every tick.
  const known = useMarkets((state) => findTicker(state.tickers, ticker)?.ticker ?? null);

  if (!ticker) return <Navigate to={`/trading/${TRADING.defaultTicker}`} replace />;
  if (known) return <TradingDesk key={known} ticker={known} />;
  if (status === 'error')
    return (
      <Panel title="Futures" tone="danger">
        <p role="alert">{error}</p>
        <button type="button" className="button button--primary" onClick={() => void loadMarkets()}>
          Try again
        </button>
      </Panel>
    );
  if (status !== 'ready') return <PageLoading />;
  return (
    <Panel title="Market not found">
      <p>{`There is no futures market called ${ticker.toUpperCase()}.`}</p>
      <Link to="/trading/all">See all markets</Link>
    </Panel>
  );
}
