/** Balances: the currency list with the user's real and demo balances, and the demo top-up. */
import { CODES, HTTP, MESSAGES, toMinor, type Currency } from '@contract/index';
import { currencyBodySchema } from '@contract/schemas';
import { HttpError } from '../services/http-error';
import { parseBody } from '../services/validation';
import { authed, type RouteHandlers } from '../router';

/** A demo top-up is worth this many US dollars, converted at the currency's price now (operator's choice). */
export const DEMO_TOP_UP_USD = 1000;

export const walletRoutes: RouteHandlers = {
  'POST /api/data/currencies': async ({ ctx, user }): Promise<Currency[]> =>
    Promise.all(
      ctx.prices.all().map(async (currency) => ({
        ...currency,
        balance: user ? await ctx.ledger.pair(user._id, currency.id) : { real: 0, demo: 0 },
        walletId: null,
      })),
    ),

  'POST /api/user/demo': async (input) => {
    const { ctx, user } = authed(input);
    const { currency: id } = parseBody(currencyBodySchema, input.body);
    const currency = ctx.prices.currency(id);
    if (!currency) {
      throw new HttpError(HTTP.unprocessable, CODES.validation, MESSAGES.unknownCurrency, {
        currency: [MESSAGES.unknownCurrency],
      });
    }
    const amount = toMinor((DEMO_TOP_UP_USD / currency.price).toFixed(currency.decimals), currency.decimals)!;
    const ref = `demo-topup-${ctx.newId()}`;
    await ctx.ledger.transact([], async (tx) => {
      const current = await ctx.ledger.balance(user._id, currency.id, 'demo');
      if ((current?.amount ?? 0) !== 0) {
        throw new HttpError(HTTP.badRequest, CODES.demoBalanceNotZero, MESSAGES.demoBalanceNotZero);
      }
      await tx.apply({
        userId: user._id,
        currency: currency.id,
        kind: 'demo',
        delta: amount,
        reason: 'demo_topup',
        ref,
      });
    });
    return { currency: currency.id, balance: await ctx.ledger.pair(user._id, currency.id) };
  },
};
