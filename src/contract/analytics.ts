/**
 * The token analytics calls (platform.md §7 "POST /analytics/...", §3 "Analytics responses", §8 "Charts", §9
 * "Chart timeframes 7 and 30 days (default 30)"). Every call takes `{timeframe}` and answers from the house's
 * revenue on the ledger: the spec names the answers' parts (data items with dimensions and metrics, burn,
 * totalProfit, values, labels); how they combine per call is ours, below.
 *
 * - Days are UTC days ('YYYY-MM-DD'), the last `timeframe` of them up to today (today so far); days before the
 *   world existed have no items.
 * - "24H" figures cover the 24 clock hours up to now: the hour running and the 23 before it.
 * - Money in US dollars (cents), tokens in tokens (2 decimals), the price in US dollars (6 significant digits).
 */
export const ANALYTICS_TIMEFRAMES = [7, 30] as const;
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];
export const DEFAULT_ANALYTICS_TIMEFRAME: AnalyticsTimeframe = 30;

/** The chart blocks' texts (platform.md §8 "Charts"). */
export const CHART_TEXTS = {
  noData: 'No data available.',
  error: 'An error has occurred.',
} as const;

export const ANALYTICS_TEXTS = { timeframe: 'The timeframe is 7 or 30 days' } as const;

export interface AnalyticsBody {
  /** Days to cover; 30 when left out. */
  timeframe?: AnalyticsTimeframe;
}

/** One item of `data`: what it is of (its day) and the figures. */
export interface AnalyticsItem<M, D = { date: string }> {
  dimensions: D;
  metrics: M;
}

/** A chart's points in order: one label (a day, or an ISO time for the price) per value. */
export interface AnalyticsSeries {
  labels: string[];
  values: number[];
}

/** POST /analytics/burn: tokens burnt in the last 24 hours, and per day (tokens and the dollars that bought them). */
export interface BurnAnswer {
  burn: number;
  data: AnalyticsItem<{ burnt: number; usd: number }>[];
}

/** POST /analytics/expectedProfit/{product}: the house's revenue of the product, 24 hours and per day. */
export interface ProfitAnswer {
  totalProfit: number;
  data: AnalyticsItem<{ profit: number }>[];
}

/** A week of the cash share: paid once the week is over (Sunday midnight UTC), accruing until then. */
export type PayoutStatus = 'paid' | 'accruing';

/**
 * POST /analytics/revShare/payout: the weeks that overlap the timeframe, oldest first, each dated by the
 * Sunday it ends on. `payout` is the pool; `share` is the caller's part of it (0 for a guest).
 */
export interface PayoutAnswer {
  data: AnalyticsItem<{ payout: number; share: number }, { date: string; status: PayoutStatus }>[];
}

export interface AnalyticsRouteMap {
  'POST /analytics/burn': { body: AnalyticsBody; answer: BurnAnswer };
  /** Tokens burnt per day. */
  'POST /analytics/burnt-chart': { body: AnalyticsBody; answer: AnalyticsSeries };
  'POST /analytics/expectedProfit/futures': { body: AnalyticsBody; answer: ProfitAnswer };
  /** The casino: in-house games and third-party games. */
  'POST /analytics/expectedProfit/slots': { body: AnalyticsBody; answer: ProfitAnswer };
  'POST /analytics/expectedProfit/sport': { body: AnalyticsBody; answer: ProfitAnswer };
  'POST /analytics/revShare/payout': { body: AnalyticsBody; answer: PayoutAnswer };
  /** Tokens in existence at the end of each day (today: now). */
  'POST /analytics/BetKingsSupply': { body: AnalyticsBody; answer: AnalyticsSeries };
  /** The token's price: hourly over 7 days, every 4 hours over 30, and now; labels are ISO times. */
  'POST /analytics/BetKingsTokenPrice': { body: AnalyticsBody; answer: AnalyticsSeries };
}

export type AnalyticsRoute = keyof AnalyticsRouteMap;

export const ANALYTICS_ROUTES = [
  'POST /analytics/burn',
  'POST /analytics/burnt-chart',
  'POST /analytics/expectedProfit/futures',
  'POST /analytics/expectedProfit/slots',
  'POST /analytics/expectedProfit/sport',
  'POST /analytics/revShare/payout',
  'POST /analytics/BetKingsSupply',
  'POST /analytics/BetKingsTokenPrice',
] as const satisfies readonly AnalyticsRoute[];

/** The price chart's step: hourly over a week, every 4 hours over a month. */
export const PRICE_POINT_HOURS: Record<AnalyticsTimeframe, number> = { 7: 1, 30: 4 };
