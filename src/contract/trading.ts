/**
 * Futures trading (platform.md §2 routes, §9 trading calculator; community.md §2 Futures tile, §3 trading
 * ticker, latest-win items of kind trade, the trading line of the connection banner).
 *
 * The spec shows the ticker's fields and the calculator's constants; it names no call for markets or
 * positions ("the calls for them are not shown"), so every call in trading-routes.ts is an extension. What a
 * real futures desk does where the spec is silent is marked "Operator choice" here and in the README.
 */

import { TRADING_PLUGIN } from './models';

/** A market's kind: a crypto pair against the US dollar, or an index. */
export type MarketKind = 'crypto' | 'index';

/** The trading ticker of community.md §3, with its name and kind. */
export interface MarketTicker {
  /** 'BTC', 'ETH', ... (upper case; the route /trading/{ticker} accepts any case). */
  ticker: string;
  /** Shown name: 'Bitcoin', 'S&P 500'. */
  name: string;
  kind: MarketKind;
  /** Path of the ticker's icon in this build (an SVG the art plugin draws), never an outside host. */
  icon: string;
  style: { background: string; color: string };
  /** Decimals the price is shown at. */
  fiatDecimals: number;
  price: { price: number; at: number };
  stats: {
    /** Percent change over the last 24 h of the sim clock (from the price series, not invented). */
    change_24h: number;
    /** US dollars traded over the last 24 h (from the series' volume). */
    volume_24h: number;
    high_24h: number;
    low_24h: number;
  };
}

/** Candle intervals, shortest first. */
export const CANDLE_INTERVALS = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];
export const CANDLE_INTERVAL_MS: Record<CandleInterval, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
};
/** Most candles one call answers; the default when a call names none. */
export const CANDLES_MAX = 500;
export const CANDLES_DEFAULT = 200;

/** One candle; `time` is the interval's start (ms, sim clock); volume in US dollars. */
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The price model's resolution: one tick a second of the sim clock. */
export const TICK_MS = 1_000;

/** One push of the trading server: every market's price at one moment. */
export interface PriceTick {
  at: number;
  prices: Array<{ ticker: string; price: number }>;
}

/** up: profits when the price rises (long); down: when it falls (short). */
export type TradeDirection = 'up' | 'down';

/**
 * How a position ended. closed: the player closed it; busted: the price reached the bust price (the wager is
 * lost); takeProfit / stopLoss: the price reached the player's level.
 */
export type PositionStatus = 'open' | 'closed' | 'busted' | 'takeProfit' | 'stopLoss';

/** A futures position. Amounts are wire decimals of `currency`; prices in US dollars. */
export interface FuturesPosition {
  _id: string;
  user: { _id: string; name: string };
  ticker: string;
  direction: TradeDirection;
  wager: number;
  currency: string;
  demo: boolean;
  multiplier: number;
  entryPrice: number;
  bustPrice: number;
  /** Price levels the player set; null when not set. */
  takeProfit: number | null;
  stopLoss: number | null;
  status: PositionStatus;
  /** Set once the position ended. */
  exitPrice: number | null;
  /** What the position returned over its wager, fees taken (negative for a loss); null while open. */
  profit: number | null;
  /** The fee taken at the end (0 for a loss in pnl mode). */
  fee: number | null;
  /** profit over the wager, as the wins ticker shows it (payout / wager); null while open. */
  payoutMultiplier: number | null;
  usdWager: number;
  created_at: string;
  closed_at: string | null;
}

/** A trade of anybody (the crowd, other players) as the trading server pushes it and the page lists it. */
export interface PublicTrade {
  _id: string;
  /** 'Hidden' for a private player. */
  player: string;
  ticker: string;
  direction: TradeDirection;
  multiplier: number;
  usdWager: number;
  entryPrice: number;
  status: PositionStatus;
  exitPrice: number | null;
  /** US dollars won or lost; null while open. */
  usdProfit: number | null;
  at: number;
}

/** The trading plugin's settings (licence.pluginSettings.trading; platform.md §7 "plugin configuration"). */
export interface TradingSettings {
  /** Percent of a profit kept in pnl mode, on top of the fixed 1 percent. */
  pnl_fee: number;
  /** Highest ROI (percent) a position or the calculator pays. */
  max_roi: number;
  fee_mode: FeeMode;
}
export type FeeMode = 'pnl' | 'flat';

export const DEFAULT_TRADING_SETTINGS: TradingSettings = { pnl_fee: 0.5, max_roi: 1000, fee_mode: 'pnl' };

export const TRADING = {
  /** community.md §9: 'Leverage: 1000x'. */
  maxMultiplier: 1000,
  minMultiplier: 1,
  /** platform.md §9: the fixed part of the pnl fee. */
  pnlBaseFeePercent: 1,
  /**
   * Operator choice: in flat mode a position pays this percent of its size (wager × multiplier) when it
   * ends other than by busting, whatever its result (the industry's usual flat fee of a few hundredths).
   */
  flatFeePercent: 0.02,
  /** Operator choice: the smallest wager, in US dollars, and the largest. */
  minWagerUsd: 0.1,
  maxWagerUsd: 10_000,
  /** Open positions a player may hold at once (operator choice). */
  maxOpenPositions: 20,
  /** The default market of /trading. */
  defaultTicker: 'BTC',
  /** Public trades the page lists, newest first. */
  publicTradesShown: 30,
  leverageLabel: 'Leverage: 1000x',
} as const;

/** platform.md §9: the calculator's constants. */
export const CALCULATOR = {
  /** Price-move steps in percent; the negative steps are these negated, down to -100. */
  steps: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 50, 100, 500, 1000],
  minMove: -100,
  defaultMultiplier: 200,
  defaultWager: 10,
  minRoi: -100,
} as const;

/** Texts of the trading calls' refusals (operator choice: the spec gives none). */
export const TRADING_ERRORS = {
  unknownTicker: { code: -3, message: 'Unknown market' },
  wagerTooSmall: { code: -1, message: 'Wager is below the minimum' },
  wagerTooLarge: { code: -4, message: 'Wager is above the maximum' },
  invalidMultiplier: { code: -4, message: 'Multiplier must be between 1 and 1000' },
  invalidTakeProfit: { code: -4, message: 'Take profit must be beyond the entry price' },
  invalidStopLoss: { code: -4, message: 'Stop loss must be between the entry and the bust price' },
  notEnoughMoney: { code: -4, message: 'Not enough money' },
  tooManyPositions: { code: -4, message: 'Too many open positions' },
  notOpen: { code: -6, message: 'This position is already closed' },
  notYours: { code: -3, message: 'Unknown position' },
} as const;

/**
 * The trading server: a second realtime connection (community.md §2 connection banner) on its own Pusher app.
 * Its public channel carries every price tick and every public trade.
 */
export const TRADING_CHANNEL = 'trading';
export const TRADING_EVENTS = {
  /** PriceTick, every tick (TICK_MS of the sim clock; after a jump of the clock, the newest once). */
  price: 'event:tradingPrice',
  /** PublicTrade: opened, then again when it ended. */
  trade: 'event:tradingBet',
} as const;

/** App key and host of the simulated trading server (the events server is SIM_PUSHER in realtime.ts). */
export const SIM_TRADING_PUSHER = {
  key: 'sim-trading-key',
  host: 'trading.sim.localhost',
  port: 6002,
  activityTimeoutSeconds: 120,
} as const;

/** Whether a broadcast belongs on the trading server rather than the events server. */
export const isTradingChannel = (channel: string) => channel === TRADING_CHANNEL;

/**
 * The licence's trading settings, each field falling back to DEFAULT_TRADING_SETTINGS when missing or of the
 * wrong kind (the sim settles and the client shows with the same numbers).
 */
export function tradingSettingsOf(
  licence: { pluginSettings: Record<string, Record<string, unknown>> } | null | undefined,
): TradingSettings {
  const raw = licence?.pluginSettings[TRADING_PLUGIN] ?? {};
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
  return {
    pnl_fee: number(raw.pnl_fee, DEFAULT_TRADING_SETTINGS.pnl_fee),
    max_roi: number(raw.max_roi, DEFAULT_TRADING_SETTINGS.max_roi),
    fee_mode:
      raw.fee_mode === 'flat' || raw.fee_mode === 'pnl' ? raw.fee_mode : DEFAULT_TRADING_SETTINGS.fee_mode,
  };
}
