import { useMemo, useRef, useState } from 'react';
import { CANDLE_INTERVALS, type CandleInterval } from '@contract/trading';
import { TabList } from '../../../components/tabs';
import { useMarketDecimals } from '../page/use-market';
import { usePositions } from '../positions/positions-store';
import { positionLines } from './position-lines';
import { useCandleChart } from './use-candle-chart';
import './price-chart.css';

const INTERVAL_TABS = CANDLE_INTERVALS.map((id) => ({ id, name: id }));
const DEFAULT_INTERVAL: CandleInterval = '1m';

/** The market's candlestick chart with its interval tabs, live last candle and the positions' price lines. */
export function PriceChart({ ticker }: { ticker: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [interval, setCandleInterval] = useState<CandleInterval>(DEFAULT_INTERVAL);
  const decimals = useMarketDecimals(ticker);
  const open = usePositions((state) => state.open);
  const lines = useMemo(() => positionLines(open, ticker), [open, ticker]);
  const { status, error, retry } = useCandleChart(box, { ticker, interval, decimals, lines });

  return (
    <section className="trading-chart" aria-label={`${ticker} price chart`}>
      <TabList
        label="Candle interval"
        tabs={INTERVAL_TABS}
        selected={interval}
        onSelect={setCandleInterval}
        className="trading-chart__intervals"
      />
      <div className="trading-chart__stage">
        <div ref={box} className="trading-chart__canvas" data-testid="price-chart" />
        {status === 'loading' && (
          <div className="trading-chart__overlay" role="status">
            <span className="spinner" aria-hidden="true" />
            Loading chart…
          </div>
        )}
        {status === 'error' && (
          <div className="trading-chart__overlay" role="alert">
            <p>{error}</p>
            <button type="button" className="button" onClick={retry}>
              Try again
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
