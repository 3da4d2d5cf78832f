/**
 * POST /api/onramp/order: pays a quote by card. The server never trusts the page: the card is checked again
 * (Luhn, brand, expiry on the sim clock, security code, holder), then the emulated card network answers by
 * test card (ONRAMP_TEST_CARDS): declined, 3-D Secure asked, or paid. Only the brand and the last 4 digits are
 * kept. The quote is marked paid in the same transaction as the order is written, so it pays one order.
 */
import { cardDigits, cardSummary } from '@contract/card-checks';
import { ONRAMP_RULES, ONRAMP_TEST_CARDS } from '@contract/onramp';
import { onrampOrderBodySchema } from '@contract/onramp-schemas';
import type { SimContext } from '../../context';
import type { OnrampOrderRecord, OnrampQuoteRecord } from '../../services/db';
import { createStream } from '../../services/rng';
import { parseBody } from '../../services/validation';
import { depositAddress, findChain } from '../chains/service';
import { deliveryTxid, scheduleSend } from './deliver';
import { onrampError } from './rules';

/** The emulated bank's one-time code for an order: from the seed and the order, so a seed repeats it. */
function challengeCode(ctx: SimContext, orderId: string): string {
  const size = ONRAMP_RULES.challengeCodeLength;
  return String(createStream(ctx.seed, `3ds:${orderId}`).int(10 ** size)).padStart(size, '0');
}

async function payableQuote(ctx: SimContext, userId: string, id: string): Promise<OnrampQuoteRecord> {
  const quote = await ctx.db.onrampQuotes.get(id);
  if (!quote || quote.userId !== userId) throw onrampError('quoteNotFound');
  if (quote.orderId !== null) throw onrampError('quoteUsed');
  if (ctx.clock.now() >= quote.expiresAt) throw onrampError('quoteExpired');
  return quote;
}

export async function placeOrder(ctx: SimContext, userId: string, body: unknown): Promise<OnrampOrderRecord> {
  const input = parseBody(
    onrampOrderBodySchema(() => ctx.clock.now()),
    body,
  );
  const quote = await payableQuote(ctx, userId, input.quoteId);
  const digits = cardDigits(input.number);
  if (digits === ONRAMP_TEST_CARDS.declined) throw onrampError('declined');

  const id = ctx.newId();
  const now = ctx.clock.now();
  const challenged = digits === ONRAMP_TEST_CARDS.threeDSecure;
  // Outside the transaction: the address and the txid are derived with libraries that load asynchronously.
  const { address } = await depositAddress(ctx, userId, quote.currency, findChain(quote.chain)!);
  const record: OnrampOrderRecord = {
    _id: id,
    quoteId: quote.id,
    userId,
    fiat: quote.fiat,
    amount: quote.amount,
    providerFee: quote.providerFee,
    networkFee: quote.networkFee,
    currency: quote.currency,
    chain: quote.chain,
    price: quote.price,
    receive: quote.receive,
    createdAt: now,
    status: challenged ? 'authenticating' : 'paid',
    failureReason: null,
    card: cardSummary(digits),
    address,
    challengeCode: challenged ? challengeCode(ctx, id) : null,
    txid: await deliveryTxid(ctx, quote.chain, id),
    paidAt: challenged ? null : now,
    sentAt: null,
  };
  await ctx.db.transaction('rw', ctx.db.onrampQuotes, ctx.db.onrampOrders, async () => {
    const fresh = await ctx.db.onrampQuotes.get(quote.id);
    if (fresh?.orderId !== null) throw onrampError('quoteUsed');
    await ctx.db.onrampQuotes.update(quote.id, { orderId: id });
    await ctx.db.onrampOrders.add(record);
  });
  if (record.status === 'paid') scheduleSend(ctx, record);
  return record;
}
