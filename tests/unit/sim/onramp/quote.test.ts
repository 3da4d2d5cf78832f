/**
 * Buy crypto's quotes (issue 9 §5): the provider's fee (3.5 %, at least 3.99) and the chain's network fee out of
 * the amount, what arrives at the fiat price, the limits ($20 to $5,000), and each refusal with its text.
 */
import { describe, expect, it } from 'vitest';
import { CODES, HTTP } from '@contract/index';
import { DEPOSIT_EMAIL_UNVERIFIED } from '@contract/deposits';
import { ONRAMP_CODES, ONRAMP_MESSAGES, ONRAMP_RULES } from '@contract/onramp';
import { register, startWorld } from '../world';
import { buyer, quote, quoteCall, refusal } from './helpers';

describe('a quote', () => {
  it('takes the provider and network fees out of the amount and converts the rest at the price', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    const small = await quote(world, token, { fiat: 'usd', amount: '100', currency: 'btc' });
    // $100: 3.5 % is $3.50, below the $3.99 minimum; the Bitcoin network fee is $1.50.
    expect(small).toMatchObject({
      fiat: 'usd',
      amount: 100,
      provider_fee: 3.99,
      network_fee: 1.5,
      currency: 'btc',
      chain: 'bitcoin',
      price: 67250.5,
      // floor(94.51 / 67,250.50 BTC, in satoshis)
      receive: 0.00140534,
    });
    expect(Date.parse(small.expires_at) - Date.parse(small.created_at)).toBe(ONRAMP_RULES.quoteTtlMs);

    const large = await quote(world, token, { fiat: 'eur', amount: 1000, currency: 'usdt', chain: 'trc20' });
    // €1,000: 3.5 % is €35; TRON's fee is 1.00; 964 USDT at €0.92, rounded down to the cent.
    expect(large).toMatchObject({ provider_fee: 35, network_fee: 1, price: 0.92, receive: 1047.82 });
  });

  it('buys something of every currency on every chain at the minimum', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    for (const [currency, chain] of [
      ['btc', 'bitcoin'],
      ['eth', 'erc20'],
      ['ltc', 'litecoin'],
      ['usdt', 'bep20'],
      ['sol', 'solana'],
      ['doge', 'dogecoin'],
      ['trx', 'trc20'],
      ['bnb', 'bep20'],
    ])
      expect(
        (await quote(world, token, { fiat: 'eur', amount: 20, currency, chain })).receive,
      ).toBeGreaterThan(0);
  });

  it('accepts $20 and $5,000 and refuses beyond them with the limit in the fiat asked for', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    await quote(world, token, { fiat: 'usd', amount: 20, currency: 'btc' });
    await quote(world, token, { fiat: 'usd', amount: 5000, currency: 'btc' });
    const cases = [
      [{ fiat: 'usd', amount: 19.99 }, ONRAMP_CODES.belowMinimum, 'The minimum purchase is $20.'],
      [{ fiat: 'usd', amount: '5000.01' }, ONRAMP_CODES.aboveMaximum, 'The maximum purchase is $5,000.'],
      [{ fiat: 'EUR', amount: 10 }, ONRAMP_CODES.belowMinimum, 'The minimum purchase is €20.'],
      [{ fiat: 'eur', amount: 9000 }, ONRAMP_CODES.aboveMaximum, 'The maximum purchase is €5,000.'],
    ] as const;
    for (const [body, code, message] of cases) {
      const reply = await quoteCall(world, token, { ...body, currency: 'btc' });
      expect(reply.status).toBe(HTTP.badRequest);
      expect(refusal(reply)).toEqual({ code, message });
    }
  });

  it('refuses a bad amount, fiat, currency or chain with its text', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    const base = { fiat: 'usd', amount: 100, currency: 'btc' };
    const cases = [
      [{ amount: 'ten' }, ONRAMP_CODES.invalidAmount, ONRAMP_MESSAGES.invalidAmount],
      [{ amount: '100.001' }, ONRAMP_CODES.invalidAmount, 'Enter a valid amount.'],
      [{ amount: -50 }, ONRAMP_CODES.invalidAmount, 'Enter a valid amount.'],
      [{ fiat: 'gbp' }, ONRAMP_CODES.unsupportedFiat, 'Pay in USD or EUR.'],
      [
        { currency: 'xrp' },
        ONRAMP_CODES.unsupportedCurrency,
        'This currency is not supported by the provider',
      ],
      [
        { chain: 'solana' },
        ONRAMP_CODES.unsupportedChain,
        'This network is not available for this currency.',
      ],
    ] as const;
    for (const [change, code, message] of cases) {
      const reply = await quoteCall(world, token, { ...base, ...change });
      expect(reply.status).toBe(HTTP.badRequest);
      expect(refusal(reply)).toEqual({ code, message });
    }
    const missing = await quoteCall(world, token, { currency: 'btc' });
    expect(missing.status).toBe(HTTP.unprocessable);
    expect(refusal(missing).code).toBe(CODES.validation);
    const { db } = await world.sim.context();
    expect(await db.onrampQuotes.count()).toBe(0);
  });

  it('is refused with the deposit refusal until the email is verified, and to a guest', async () => {
    const world = await startWorld();
    const { token } = await register(world);
    const body = { fiat: 'usd', amount: 100, currency: 'btc' };
    const unverified = await quoteCall(world, token, body);
    expect(unverified.status).toBe(HTTP.forbidden);
    expect(refusal(unverified)).toEqual({
      code: DEPOSIT_EMAIL_UNVERIFIED.code,
      message: 'Please verify your email before making a deposit.',
    });
    expect((await world.call('POST', '/api/onramp/quote', body)).status).toBe(HTTP.unauthorized);
  });

  it('keeps only the quotes still of use: expired unpaid ones go when the next is asked', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    await quote(world, token);
    world.clock.advance(ONRAMP_RULES.quoteTtlMs);
    const fresh = await quote(world, token);
    const { db } = await world.sim.context();
    expect((await db.onrampQuotes.toArray()).map((record) => record.id)).toEqual([fresh.id]);
  });
});
