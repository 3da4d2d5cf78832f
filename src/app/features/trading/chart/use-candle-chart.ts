/**
 * Binds a CandleChart to a box: built again when the market's decimals or the site's theme change, fed with
 * the candles of the chosen interval (POST /api/trading/candles), then with every tick of its market.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { CANDLES_DEFAULT, CANDLE_INTERVAL_MS, type CandleInterval } from '@contract/trading';
import { api } from '../../../api/api';
import { useAppStore } from '../../../stores/app-store';
import { failureText, onPriceTick } from '../markets-store';
import { CandleChart, type PriceLineSpec } from './candle-chart';
import { readChartColours } from './chart-theme';

export interface CandleChartView {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  retry(): void;
}

export function useCandleChart(
  box: RefObject<HTMLDivElement | null>,
  options: { ticker: string; interval: CandleInterval; decimals: number; lines: readonly PriceLineSpec[] },
): CandleChartView {
  const { ticker, interval, decimals, lines } = options;
  const theme = useAppStore((state) => state.theme);
  const chart = useRef<CandleChart | null>(null);
  const [round, setRound] = useState(0);
  // The answer of the candles call, by what it was asked for: another request is loading until its answer.
  const request = `${ticker} ${interval} ${round}`;
  const [answer, setAnswer] = useState<{ request: string; error: string | null } | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const built = new CandleChart(box.current, decimals, readChartColours(box.current));
    chart.current = built;
    return () => {
      built.remove();
      chart.current = null;
    };
  }, [box, decimals, theme]);

  useEffect(() => {
    let active = true;
    let stopTicks = () => {};
    api('POST /api/trading/candles', { ticker, interval, limit: CANDLES_DEFAULT }).then(
      (candles) => {
        if (!active) return;
        chart.current?.setCandles(candles, CANDLE_INTERVAL_MS[interval]);
        stopTicks = onPriceTick((tickTicker, price, at) => {
          if (tickTicker === ticker) chart.current?.tick(price, at);
        });
        setAnswer({ request, error: null });
      },
      (error: unknown) => active && setAnswer({ request, error: failureText(error) }),
    );
    return () => {
      active = false;
      stopTicks();
    };
    // The chart is rebuilt (empty) with the decimals or the theme: its candles load again.
  }, [request, ticker, interval, decimals, theme]);

  useEffect(() => chart.current?.setLines(lines), [lines, decimals, theme]);

  const status = answer?.request !== request ? 'loading' : answer.error ? 'error' : 'ready';
  return { status, error: answer?.error ?? null, retry: () => setRound((value) => value + 1) };
}
