// @vitest-environment jsdom
/**
 * The /crypto page (issue 9 §5) over the fake transport: a verified player sees the quote and pays; the card is
 * checked before anything goes on the wire; the server's refusals (declined) show in its words; an unverified
 * player gets the deposit's refusal and no call is made.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@contract/index';
import { DEPOSIT_EMAIL_UNVERIFIED } from '@contract/deposits';
import { ONRAMP_CODES, ONRAMP_MESSAGES, type OnrampOrder, type OnrampQuote } from '@contract/onramp';
import { setTransport } from '../../../src/app/api/api';
import { BuyCryptoPage } from '../../../src/app/features/buy-crypto';
import { makeUser } from '../auth/fakes/user';
import { renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

const QUOTE: OnrampQuote = {
  id: 'q1',
  fiat: 'usd',
  amount: 100,
  provider_fee: 3.99,
  network_fee: 1.5,
  currency: 'btc',
  chain: 'bitcoin',
  price: 67250.5,
  receive: 0.00140534,
  created_at: new Date(NOW).toISOString(),
  expires_at: new Date(NOW + 60_000).toISOString(),
};

function order(patch: Partial<OnrampOrder> = {}): OnrampOrder {
  const { id: _id, expires_at: _expires, ...terms } = QUOTE;
  return {
    ...terms,
    _id: 'o1',
    status: 'paid',
    failure_reason: null,
    card: { brand: 'visa', last4: '4242' },
    address: 'bc1qexample',
    txid: null,
    confirmations: 0,
    confirmations_needed: 3,
    paid_at: new Date(NOW).toISOString(),
    sent_at: null,
    credited_at: null,
    ...patch,
  };
}

/** Lets the quote's typing pause pass and its answer arrive. */
async function settleQuote() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 450));
  });
}

async function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
  });
}

beforeEach(() => {
  fake.reset();
  fake.setServerTime(NOW);
  setTransport(fake.transport);
  setSession(makeUser());
  fake.requestHandlers.set('POST /api/wallet/getAvailableCurrencies', () => ({
    currencies: [{ currency: 'btc', chain: 'bitcoin', min: 0.0001, confirmations: 3, blockTimeMs: 600_000 }],
  }));
  fake.requestHandlers.set('POST /api/onramp/quote', () => QUOTE);
  fake.requestHandlers.set('POST /api/onramp/orders', () => []);
  fake.requestHandlers.set('POST /api/onramp/order/status', () => order());
});
afterEach(cleanup);

describe('the buy-crypto page', () => {
  it('quotes the purchase with its fees and what arrives', async () => {
    await renderAt(<BuyCryptoPage />);
    await settleQuote();
    const quote = screen.getByRole('region', { name: 'Quote' });
    expect(quote.textContent).toContain('Provider fee$3.99');
    expect(quote.textContent).toContain('Network fee$1.50');
    expect(screen.getByTestId('quote-receive').textContent).toBe('0.00140534 BTC');
    expect(fake.bodiesOf('POST /api/onramp/quote')).toEqual([
      { fiat: 'usd', amount: '100', currency: 'btc', chain: 'bitcoin' },
    ]);
  });

  it('checks the card before paying, shows a decline in the server words, then pays a good card', async () => {
    await renderAt(<BuyCryptoPage />);
    await settleQuote();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await fillCard('4242 4242 4242 4241');
    expect(screen.getByText(ONRAMP_MESSAGES.cardNumber)).toBeTruthy();
    expect(fake.bodiesOf('POST /api/onramp/order')).toEqual([]);

    fake.requestHandlers.set('POST /api/onramp/order', () => {
      throw new ApiError(400, { code: ONRAMP_CODES.declined, message: 'Your card was declined.' });
    });
    await fillCard('4000 0000 0000 0002');
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');

    fake.requestHandlers.set('POST /api/onramp/order', () => order());
    await fillCard('4242424242424242');
    expect(fake.bodiesOf('POST /api/onramp/order').at(-1)).toEqual({
      quoteId: 'q1',
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      holder: 'Ada Lovelace',
    });
    expect(await screen.findByRole('heading', { name: 'Card payment (done)' })).toBeTruthy();
  });

  it('refuses a player whose email is not verified, as a deposit does, without calling the provider', async () => {
    setSession(makeUser({ email_verified: false }));
    await renderAt(<BuyCryptoPage />);
    expect(screen.getByRole('alert').textContent).toBe(DEPOSIT_EMAIL_UNVERIFIED.message);
    expect(fake.transport.request).not.toHaveBeenCalled();
  });
});
