/** POST /api/onramp/quote: the provider's price for an amount, held for ONRAMP_RULES.quoteTtlMs. */
import { ONRAMP_RULES } from '@contract/onramp';
import { onrampQuoteBodySchema } from '@contract/onramp-schemas';
import Dexie from 'dexie';
import type { SimContext } from '../../context';
import type { OnrampQuoteRecord } from '../../services/db';
import { parseBody } from '../../services/validation';
import { amountCents, fiatOf, productOf, quoteTerms } from './rules';

export async function issueQuote(ctx: SimContext, userId: string, body: unknown): Promise<OnrampQuoteRecord> {
  const input = parseBody(onrampQuoteBodySchema, body);
  const fiat = fiatOf(input.fiat);
  const amount = amountCents(input.amount, fiat);
  const { currency, chain } = productOf(input.currency, input.chain);
  const now = ctx.clock.now();
  const record: OnrampQuoteRecord = {
    id: ctx.newId(),
    userId,
    ...quoteTerms(fiat, amount, ctx.prices.currency(currency.id)!, chain),
    createdAt: now,
    expiresAt: now + ONRAMP_RULES.quoteTtlMs,
    orderId: null,
  };
  const quotes = ctx.db.onrampQuotes;
  await ctx.db.transaction('rw', quotes, async () => {
    // The page asks again every half minute: the player's unpaid quotes that ran out are of no more use.
    await quotes
      .where('[userId+createdAt]')
      .between([userId, Dexie.minKey], [userId, now - ONRAMP_RULES.quoteTtlMs], true, true)
      .filter((quote) => quote.orderId === null)
      .delete();
    await quotes.add(record);
  });
  return record;
}
