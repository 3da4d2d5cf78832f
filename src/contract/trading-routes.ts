/**
 * The futures calls in the route map. The spec reads prices "from a shared ticker list" and names no call
 * for markets, candles or positions, so each is an extension (README "What a real API must add").
 */
import type { Candle, CandleInterval, FuturesPosition, MarketTicker, PublicTrade } from './trading';

/**
 * A position to open: its market, side, wager (a wire decimal of `currency`), balance (demo: guests cannot
 * trade; a signed-in player may in demo mode) and multiplier, with optional levels.
 */
export type OpenPositionBody = Pick<
  FuturesPosition,
  'ticker' | 'direction' | 'wager' | 'currency' | 'demo' | 'multiplier'
> &
  Partial<Pick<FuturesPosition, 'takeProfit' | 'stopLoss'>>;

export interface TradingRouteMap {
  /** Every market with its price and 24 h stats now. */
  'POST /api/trading/tickers': { body: void; answer: MarketTicker[] };
  /** The last `limit` candles of a market up to `to` (default now), oldest first. */
  'POST /api/trading/candles': {
    body: { ticker: string; interval: CandleInterval; to?: number; limit?: number };
    answer: Candle[];
  };
  /** The newest public trades (everybody's), of one market or of all. */
  'POST /api/trading/trades': { body: { ticker?: string }; answer: PublicTrade[] };
  'POST /api/trading/open': { body: OpenPositionBody; answer: FuturesPosition };
  'POST /api/trading/close': { body: { id: string }; answer: FuturesPosition };
  /** Moves (or clears, with null) the take profit and stop loss of an open position. */
  'POST /api/trading/limits': {
    body: { id: string; takeProfit: number | null; stopLoss: number | null };
    answer: FuturesPosition;
  };
  /** The player's positions: open ones, or the newest ended ones (up to 50). */
  'POST /api/trading/positions': { body: { status: 'open' | 'closed' }; answer: FuturesPosition[] };
}

export const TRADING_PUBLIC_ROUTES = [
  'POST /api/trading/tickers',
  'POST /api/trading/candles',
  'POST /api/trading/trades',
] as const;

const markets = {
  feature: 'Futures markets',
  // Why: the spec reads ticker prices from "a shared ticker list" and names no call for it
};
const positions = {
  feature: 'Futures trading',
  // Why: the spec offers futures up to 1000x but names no call that opens, closes or lists a position
};

export const TRADING_EXTENSION_ROUTES = {
  'POST /api/trading/tickers': markets,
  'POST /api/trading/candles': {
    feature: 'Futures markets',
    // Why: the trading chart needs candles; the spec names no call for them
  },
  'POST /api/trading/trades': {
    feature: 'Futures markets',
    // Why: the page lists the public trades; the spec names no call for them
  },
  'POST /api/trading/open': positions,
  'POST /api/trading/close': positions,
  'POST /api/trading/limits': positions,
  'POST /api/trading/positions': positions,
} as const;
