/** The markets' calls (trading-routes.ts): every market with its price and stats, and a market's candles. */
import { HTTP } from '@contract/index';
import { CANDLES_DEFAULT, TRADING_ERRORS, type MarketTicker } from '@contract/trading';
import { candlesBodySchema } from '@contract/trading-schemas';
import type { RouteHandlers } from '../../router';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';
import { marketModel } from './service';

export const marketHandlers: RouteHandlers = {
  'POST /api/trading/tickers': async ({ ctx }) => {
    const markets = await marketModel(ctx);
    const now = ctx.clock.now();
    const { prices, at } = markets.priceTick(now);
    return markets
      .markets()
      .map(({ ticker, name, kind, icon, style, fiatDecimals }, index): MarketTicker => ({
        ticker,
        name,
        kind,
        icon,
        style,
        fiatDecimals,
        price: { price: prices[index]!.price, at },
        stats: markets.stats(ticker, now),
      }));
  },

  'POST /api/trading/candles': async ({ ctx, body }) => {
    const { ticker, interval, to, limit } = parseBody(candlesBodySchema, body);
    const markets = await marketModel(ctx);
    const market = markets.find(ticker);
    if (!market) {
      const { code, message } = TRADING_ERRORS.unknownTicker;
      throw new HttpError(HTTP.notFound, code, message);
    }
    // Never past the clock: the path is known ahead of it, the players must not be.
    const now = ctx.clock.now();
    return markets.candles(market.ticker, interval, Math.min(to ?? now, now), limit ?? CANDLES_DEFAULT);
  },
};
