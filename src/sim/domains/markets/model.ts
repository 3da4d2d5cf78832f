/**
 * The markets' price model as the rest of the sim reads it (futures settlement, the crowd's traders, the
 * trading server's feed). One tick a second of the sim clock (TICK_MS); a tick's price is a pure function of
 * the world's seed, the market and the time, so any moment (past or future of the clock) costs the same and a
 * reload replays nothing. QA shocks (control.marketShock) are part of the path from their moment on.
 */
import type { MarketTicker } from '@contract/trading';

/** A market of the fixture (fixtures/markets/tickers.json): the ticker's fixed fields and its walk's. */
export interface MarketFixture extends Pick<
  MarketTicker,
  'ticker' | 'name' | 'kind' | 'icon' | 'style' | 'fiatDecimals'
> {
  /** The wallet currency whose price board the market follows at every minute, when it is one. */
  currency?: string;
  /** Start price in US dollars (markets that follow no wallet currency). */
  price?: number;
  /** Yearly volatility of the log price. */
  volatility: number;
}

export interface MarketModel {
  markets(): readonly MarketFixture[];
  /** The market of a ticker in any case, or undefined. */
  find(ticker: string): MarketFixture | undefined;
  /**
   * The price of the tick that contains `at`, at six significant digits like the wallet's price board (so a
   * market that follows a wallet currency is the board's price at every whole minute); fiatDecimals is how
   * the page shows it.
   */
  priceAt(ticker: string, at: number): number;
  /**
   * Visits every tick in (from, to] in time order; stops at the first for which `visit` returns true and
   * answers its time, or null when none did.
   */
  scan(
    ticker: string,
    from: number,
    to: number,
    visit: (price: number, at: number) => boolean,
  ): number | null;
}
