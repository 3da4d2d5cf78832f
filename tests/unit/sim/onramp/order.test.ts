/**
 * Paying a quote by card (issue 9 §5): the server checks the card again whatever the page did (Luhn, brand,
 * expiry on the sim clock, security code, holder), the test cards (paid, declined, 3-D Secure), the emulated
 * bank's code (right, wrong, cancelled), the quote's life (expired, paid once), and that no full card number is
 * ever stored.
 */
import { describe, expect, it } from 'vitest';
import { CODES, HTTP } from '@contract/index';
import { DEPOSIT_EMAIL_UNVERIFIED } from '@contract/deposits';
import {
  ONRAMP_CODES,
  ONRAMP_MESSAGES,
  ONRAMP_RULES,
  ONRAMP_TEST_CARDS,
  type OnrampOrder,
} from '@contract/onramp';
import { register, startWorld, type World } from '../world';
import { GOOD_CARD, buy, buyer, orderCall, orderStatus, quote, refusal } from './helpers';

async function storedOrders(world: World) {
  const { db } = await world.sim.context();
  return db.onrampOrders.toArray();
}

const authenticate = (world: World, token: string, id: string, code: string) =>
  world.call<OnrampOrder>('POST', '/api/onramp/order/authenticate', { id, code }, token);

describe('a card payment', () => {
  it('is paid at once with the success card, keeping only the brand and the last 4 digits', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    const order = await buy(world, token);
    expect(order).toMatchObject({
      status: 'paid',
      failure_reason: null,
      card: { brand: 'visa', last4: '4242' },
      amount: 100,
      currency: 'btc',
      chain: 'bitcoin',
      receive: 0.00140534,
      txid: null,
      confirmations: 0,
      confirmations_needed: 3,
      paid_at: new Date(world.clock.now()).toISOString(),
    });
    expect(order.address).toMatch(/^bc1q/);
    const { db } = await world.sim.context();
    const everything = JSON.stringify([await db.onrampOrders.toArray(), await db.onrampQuotes.toArray()]);
    expect(everything).not.toContain(ONRAMP_TEST_CARDS.success);
    expect(everything).not.toContain('4242 4242 4242 4242');
    expect(everything).not.toContain(GOOD_CARD.cvc);
  });

  it('refuses each card problem with its text under its field, and stores nothing', async () => {
    const world = await startWorld(); // sim time 2024-05-01
    const { token } = await buyer(world);
    const { id } = await quote(world, token);
    const cases = [
      [{ number: '4242 4242 4242 4241' }, 'number', 'Your card number is invalid.'],
      [{ number: '1234' }, 'number', ONRAMP_MESSAGES.cardNumber],
      [{ number: '3782 822463 10005' }, 'number', 'Only Visa and Mastercard cards are accepted.'],
      [{ expiry: '04/24' }, 'expiry', 'Your card has expired.'],
      [{ expiry: '13/30' }, 'expiry', "Your card's expiration date is invalid."],
      [{ expiry: '1230' }, 'expiry', ONRAMP_MESSAGES.expiry],
      [{ cvc: '12' }, 'cvc', "Your card's security code is invalid."],
      [{ cvc: '1234' }, 'cvc', ONRAMP_MESSAGES.cvc],
      [{ holder: ' ' }, 'holder', 'Enter the name on the card.'],
    ] as const;
    for (const [card, field, message] of cases) {
      const reply = await orderCall(world, token, id, card);
      expect(reply.status, JSON.stringify(card)).toBe(HTTP.unprocessable);
      expect(refusal(reply)).toEqual({ code: CODES.validation, message, errors: { [field]: [message] } });
    }
    // The month of the sim's clock is still good; a Mastercard is accepted.
    expect(
      (await orderCall(world, token, id, { expiry: '05/24', number: '5555 5555 5555 4444' })).status,
    ).toBe(HTTP.ok);
    expect((await storedOrders(world)).map((order) => order.card)).toEqual([
      { brand: 'mastercard', last4: '4444' },
    ]);
  });

  it('is declined with the declined card, and the quote can still be paid with another card', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    const { id } = await quote(world, token);
    const declined = await orderCall(world, token, id, { number: ONRAMP_TEST_CARDS.declined });
    expect(declined.status).toBe(HTTP.badRequest);
    expect(refusal(declined)).toEqual({ code: ONRAMP_CODES.declined, message: 'Your card was declined.' });
    expect(await storedOrders(world)).toEqual([]);
    expect((await orderCall(world, token, id)).body.status).toBe('paid');
  });

  it('pays a quote once, and not after it expired', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    const first = await quote(world, token);
    await orderCall(world, token, first.id);
    const again = await orderCall(world, token, first.id);
    expect(refusal(again)).toEqual({
      code: ONRAMP_CODES.quoteUsed,
      message: 'This quote has already been paid.',
    });

    const late = await quote(world, token);
    world.clock.advance(ONRAMP_RULES.quoteTtlMs);
    expect(refusal(await orderCall(world, token, late.id))).toEqual({
      code: ONRAMP_CODES.quoteExpired,
      message: 'This quote has expired. Check the new price and pay again.',
    });
    expect(refusal(await orderCall(world, token, 'no-such-quote')).message).toBe(
      'This quote is unknown. Get a new quote.',
    );
    const other = await buyer(world);
    expect(refusal(await orderCall(world, other.token, late.id)).code).toBe(ONRAMP_CODES.quoteNotFound);
    expect(await storedOrders(world)).toHaveLength(1);
  });

  it('needs a verified email, like a deposit', async () => {
    const world = await startWorld();
    const { token } = await register(world);
    const reply = await orderCall(world, token, 'any');
    expect(reply.status).toBe(HTTP.forbidden);
    expect(refusal(reply).message).toBe(DEPOSIT_EMAIL_UNVERIFIED.message);
  });
});

describe("the emulated bank's 3-D Secure", () => {
  it('waits for the code, then pays the order with the right one', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    const order = await buy(world, token, ONRAMP_TEST_CARDS.threeDSecure);
    expect(order).toMatchObject({ status: 'authenticating', paid_at: null, card: { last4: '3184' } });
    const code = await world.sim.control.onrampChallengeCode(order._id);
    expect(code).toMatch(/^\d{6}$/);

    const format = await authenticate(world, token, order._id, '12ab');
    expect(format.status).toBe(HTTP.unprocessable);
    expect(refusal(format).message).toBe('Enter the 6-digit code.');

    const paid = await authenticate(world, token, order._id, code!);
    expect(paid.body).toMatchObject({ status: 'paid', failure_reason: null });
    expect(await world.sim.control.onrampChallengeCode(order._id)).toBeNull();
    const twice = await authenticate(world, token, order._id, code!);
    expect(refusal(twice)).toEqual({
      code: ONRAMP_CODES.notAuthenticating,
      message: 'This payment is not waiting for 3-D Secure.',
    });
  });

  it('fails the payment on a wrong code, and on a cancel', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    const wrong = await buy(world, token, ONRAMP_TEST_CARDS.threeDSecure);
    const code = (await world.sim.control.onrampChallengeCode(wrong._id))!;
    const otherCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await authenticate(world, token, wrong._id, otherCode)).body).toMatchObject({
      status: 'failed',
      failure_reason: 'The 3-D Secure code is incorrect. The payment has failed.',
    });
    expect(refusal(await authenticate(world, token, wrong._id, code)).code).toBe(
      ONRAMP_CODES.notAuthenticating,
    );

    const cancelled = await buy(world, token, ONRAMP_TEST_CARDS.threeDSecure);
    const reply = await world.call<OnrampOrder>(
      'POST',
      '/api/onramp/order/cancel',
      { id: cancelled._id },
      token,
    );
    expect(reply.body).toMatchObject({
      status: 'failed',
      failure_reason: '3-D Secure was cancelled. The payment has failed.',
    });
    expect((await orderStatus(world, token, wrong._id)).status).toBe('failed');
  });

  it("hides another player's order", async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    const order = await buy(world, token, ONRAMP_TEST_CARDS.threeDSecure);
    const other = await buyer(world);
    const code = (await world.sim.control.onrampChallengeCode(order._id))!;
    for (const [path, body] of [
      ['/api/onramp/order/status', { id: order._id }],
      ['/api/onramp/order/authenticate', { id: order._id, code }],
      ['/api/onramp/order/cancel', { id: order._id }],
    ] as const) {
      const reply = await world.call('POST', path, body, other.token);
      expect(reply.status).toBe(HTTP.notFound);
      expect(refusal(reply)).toEqual({ code: ONRAMP_CODES.orderNotFound, message: 'Order not found' });
    }
    expect((await orderStatus(world, token, order._id)).status).toBe('authenticating');
  });
});
