/** One market of the live markets store, by ticker in any case; re-renders with its ticks only. */
import { useMarkets, findTicker } from '../markets-store';

export const useMarket = (ticker: string) => useMarkets((state) => findTicker(state.tickers, ticker));

/** The market's price now; null before the list has loaded. */
export const useMarketPrice = (ticker: string) =>
  useMarkets((state) => findTicker(state.tickers, ticker)?.price.price ?? null);
