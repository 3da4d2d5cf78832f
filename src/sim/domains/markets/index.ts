/**
 * The futures markets (issue 11 §1): tickers on the sim clock, their candles and the trading server's price
 * feed. Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front; the model (service.ts and what it draws on) is its own
 * chunk, loaded when the world starts its feed.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';

const load = () => import('./service');

const MARKET_ROUTE_KEYS = [
  'POST /api/trading/tickers',
  'POST /api/trading/candles',
] as const satisfies readonly RouteKey[];

export const marketRoutes = lazyRoutes(
  MARKET_ROUTE_KEYS,
  async () => (await import('./routes')).marketHandlers,
);

/** The world's markets (MarketModel and more: service.ts), built on first use. */
export const loadMarketModel = async (ctx: SimContext) => (await load()).marketModel(ctx);

/** On start: the trading server's price feed on the sim clock. */
export async function startMarkets(ctx: SimContext): Promise<void> {
  const [{ startMarketFeed }, markets] = await Promise.all([import('./feed'), loadMarketModel(ctx)]);
  startMarketFeed(ctx, markets);
}

/** control.marketShock: moves a market by `percent` from the current tick on (RangeError for bad input). */
export async function marketShock(ctx: SimContext, ticker: unknown, percent: unknown) {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= -100 || percent > 10_000)
    throw new RangeError(`A shock is a percentage above -100 and at most 10000, not ${String(percent)}`);
  const markets = await loadMarketModel(ctx);
  const market = typeof ticker === 'string' ? markets.find(ticker) : undefined;
  if (!market) throw new RangeError(`Unknown market: ${String(ticker)}`);
  const now = ctx.clock.now();
  const shock = await markets.shock(market.ticker, percent, now);
  return { ...shock, price: markets.priceAt(market.ticker, now) };
}
