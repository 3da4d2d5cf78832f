/** The token's price and the eight analytics calls (platform.md §7). All public; the cash share reads the caller. */
import { DEFAULT_ANALYTICS_TIMEFRAME, type AnalyticsTimeframe } from '@contract/analytics';
import { analyticsBodySchema } from '@contract/analytics-schemas';
import type { TokenPriceAnswer } from '@contract/token';
import type { SimContext } from '../../context';
import type { HandlerInput, RouteHandlers } from '../../router';
import { parseBody } from '../../services/validation';
import { burnAnswer, burntChart, payoutAnswer, priceSeries, profitAnswer, supplySeries } from './analytics';
import { tokenPrice } from './price';
import { rollUpLedger } from './rollup';

/** A checked timeframe (422 for anything but 7 or 30), with the ledger rolled up to now. */
async function prepared({ ctx, body }: HandlerInput): Promise<[SimContext, AnalyticsTimeframe]> {
  const { timeframe = DEFAULT_ANALYTICS_TIMEFRAME } = parseBody(analyticsBodySchema, body);
  await rollUpLedger(ctx);
  return [ctx, timeframe];
}

export const tokenHandlers: RouteHandlers = {
  'POST /api/token/price': async ({ ctx }): Promise<TokenPriceAnswer> => {
    const price = await tokenPrice(ctx);
    const now = ctx.clock.now();
    return { bitcoin: { usd: price.at(now), usd_24h_change: price.change24h(now) } };
  },
  'POST /analytics/burn': async (input) => burnAnswer(...(await prepared(input))),
  'POST /analytics/burnt-chart': async (input) => burntChart(...(await prepared(input))),
  'POST /analytics/expectedProfit/futures': async (input) =>
    profitAnswer(...(await prepared(input)), 'futures'),
  'POST /analytics/expectedProfit/slots': async (input) => profitAnswer(...(await prepared(input)), 'casino'),
  'POST /analytics/expectedProfit/sport': async (input) => profitAnswer(...(await prepared(input)), 'sport'),
  'POST /analytics/revShare/payout': async (input) =>
    payoutAnswer(...(await prepared(input)), input.user?._id ?? null),
  'POST /analytics/BetKingsSupply': async (input) => supplySeries(...(await prepared(input))),
  'POST /analytics/BetKingsTokenPrice': async (input) => priceSeries(...(await prepared(input))),
};
