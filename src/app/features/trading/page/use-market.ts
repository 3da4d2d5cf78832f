/** One market of the live markets store, by ticker in any case; re-renders with its ticks only. */
import { useMarkets, findTicker } from '../markets-store';

export const useMarket = (ticker: string) => useMarkets((state) => findTicker(state.tickers, ticker));

/** The decimals a market's prices are written at (2 until the list has loaded); no re-render on ticks. */
export const useMarketDecimals = (ticker: string) =>
  useMarkets((state) => findTicker(state.tickers, ticker)?.fiatDecimals ?? 2);
