/**
 * The futures markets as the client sees them: the ticker list (POST /api/trading/tickers) kept live by the
 * trading server's price ticks. Pages and the home row read one store; the first subscriber loads the list and
 * binds the tick feed, the last one lets it go. The 24 h stats come from the server (they are the series'),
 * refreshed every STATS_REFRESH_MS while anybody watches; the price moves with every tick.
 */
import { create } from 'zustand';
import { TRADING_CHANNEL, TRADING_EVENTS, type MarketTicker, type PriceTick } from '@contract/trading';
import { api, getTransport } from '../../api/api';
import { ApiError } from '@contract/index';

const STATS_REFRESH_MS = 60_000;

/** What a failed call shows: the server's message, or a generic line for anything else. */
export const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'An error has occurred.';

type TickListener = (ticker: string, price: number, at: number) => void;

export interface MarketsState {
  tickers: MarketTicker[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Sim-clock time of the newest tick applied. */
  lastTickAt: number;
}

export const useMarkets = create<MarketsState>(() => ({
  tickers: [],
  status: 'idle',
  error: null,
  lastTickAt: 0,
}));

export const findTicker = (tickers: readonly MarketTicker[], ticker: string | undefined) =>
  ticker ? tickers.find((entry) => entry.ticker.toLowerCase() === ticker.toLowerCase()) : undefined;

export async function loadMarkets(): Promise<void> {
  if (useMarkets.getState().status !== 'ready') useMarkets.setState({ status: 'loading', error: null });
  try {
    const tickers = await api('POST /api/trading/tickers');
    useMarkets.setState({ tickers, status: 'ready', error: null });
  } catch (error) {
    // A list already shown stays; only a first load that fails shows the error.
    if (useMarkets.getState().status !== 'ready')
      useMarkets.setState({ status: 'error', error: failureText(error) });
  }
}

const tickListeners = new Set<TickListener>();

/** Every applied tick, for the chart of one market (it keeps its own last candle). */
export function onPriceTick(listener: TickListener): () => void {
  tickListeners.add(listener);
  return () => tickListeners.delete(listener);
}

function applyTick(tick: PriceTick): void {
  const { tickers, lastTickAt } = useMarkets.getState();
  if (tick.at < lastTickAt || tickers.length === 0) return;
  const prices = new Map(tick.prices.map((entry) => [entry.ticker, entry.price]));
  useMarkets.setState({
    lastTickAt: tick.at,
    tickers: tickers.map((entry) => {
      const price = prices.get(entry.ticker);
      return price === undefined ? entry : { ...entry, price: { price, at: tick.at } };
    }),
  });
  for (const [ticker, price] of prices)
    for (const listener of tickListeners) listener(ticker, price, tick.at);
}

let watchers = 0;
let stopFeed: (() => void) | null = null;

/** Keeps the markets live while the caller watches; returns the function that stops watching. */
export function watchMarkets(): () => void {
  watchers += 1;
  if (watchers === 1) {
    void loadMarkets();
    const trading = getTransport().trading;
    const unbind = trading?.listen(TRADING_CHANNEL, TRADING_EVENTS.price, (payload) =>
      applyTick(payload as PriceTick),
    );
    const refresh = setInterval(() => void loadMarkets(), STATS_REFRESH_MS);
    stopFeed = () => {
      unbind?.();
      clearInterval(refresh);
    };
  }
  return () => {
    watchers -= 1;
    if (watchers === 0) {
      stopFeed?.();
      stopFeed = null;
    }
  };
}
