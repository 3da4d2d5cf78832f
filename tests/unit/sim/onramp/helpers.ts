/** Shared steps of the buy-crypto tests: a verified player, a quote, a card payment, the bank's code. */
import { expect } from 'vitest';
import { HTTP, type ApiErrorBody } from '@contract/index';
import { ONRAMP_TEST_CARDS, type OnrampOrder, type OnrampQuote } from '@contract/onramp';
import { verifiedAccount } from '../deposit-helpers';
import type { Reply, World } from '../world';

export { advance, verifiedAccount } from '../deposit-helpers';

/** A card that passes every check (the success test card, expiring years after the tests' sim time). */
export const GOOD_CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  holder: 'Ada Lovelace',
};

export const quoteCall = (world: World, token: string, body: Record<string, unknown>) =>
  world.call<OnrampQuote>('POST', '/api/onramp/quote', body, token);

export async function quote(
  world: World,
  token: string,
  body: Record<string, unknown> = { fiat: 'usd', amount: 100, currency: 'btc', chain: 'bitcoin' },
): Promise<OnrampQuote> {
  const reply = await quoteCall(world, token, body);
  expect(reply.status).toBe(HTTP.ok);
  return reply.body;
}

export const orderCall = (
  world: World,
  token: string,
  quoteId: string,
  card: Partial<typeof GOOD_CARD> = {},
) => world.call<OnrampOrder>('POST', '/api/onramp/order', { quoteId, ...GOOD_CARD, ...card }, token);

/** Quotes $100 of BTC and pays it with `number`: the order as answered. */
export async function buy(world: World, token: string, number: string = ONRAMP_TEST_CARDS.success) {
  const { id } = await quote(world, token);
  const reply = await orderCall(world, token, id, { number });
  expect(reply.status).toBe(HTTP.ok);
  return reply.body;
}

export const orderStatus = async (world: World, token: string, id: string) =>
  (await world.call<OnrampOrder>('POST', '/api/onramp/order/status', { id }, token)).body;

export const refusal = (reply: Reply) => reply.body as ApiErrorBody;

export async function buyer(world: World) {
  return verifiedAccount(world);
}
