/**
 * The provider's rules (ONRAMP_RULES): which fiat, currency and chain, the amount's limits, the fees and what
 * arrives. Money is integers: cents of the fiat and minor units of the currency, never a float sum.
 */
import { HTTP, toMinor } from '@contract/index';
import { ONRAMP_CODES, ONRAMP_FIATS, ONRAMP_MESSAGES, ONRAMP_RULES, type Fiat } from '@contract/onramp';
import { findCurrency, type PricedCurrency } from '../../context';
import { HttpError } from '../../services/http-error';

type Refusal = Exclude<keyof typeof ONRAMP_CODES, 'belowMinimum' | 'aboveMaximum'>;

export const onrampError = (refusal: Refusal, status: number = HTTP.badRequest) =>
  new HttpError(status, ONRAMP_CODES[refusal], ONRAMP_MESSAGES[refusal]);

export function fiatOf(fiat: string): Fiat {
  const found = ONRAMP_FIATS.find((known) => known === fiat.toLowerCase());
  if (!found) throw onrampError('unsupportedFiat');
  return found;
}

/** A currency the provider sells, on one of its chains (its first when none is named). */
export function productOf(currencyId: string, chainId: string | undefined) {
  const currency = findCurrency(currencyId);
  if (!currency) throw onrampError('unsupportedCurrency');
  const chain = (chainId ?? currency.chains[0] ?? '').toLowerCase();
  if (!currency.chains.includes(chain) || ONRAMP_RULES.networkFeeCents[chain] === undefined)
    throw onrampError('unsupportedChain');
  return { currency, chain };
}

/** The amount in cents, within the limits. */
export function amountCents(amount: number | string, fiat: Fiat): number {
  const cents = toMinor(amount, 2);
  if (cents === null || cents <= 0) throw onrampError('invalidAmount');
  if (cents < ONRAMP_RULES.minCents)
    throw new HttpError(HTTP.badRequest, ONRAMP_CODES.belowMinimum, ONRAMP_MESSAGES.belowMinimum(fiat));
  if (cents > ONRAMP_RULES.maxCents)
    throw new HttpError(HTTP.badRequest, ONRAMP_CODES.aboveMaximum, ONRAMP_MESSAGES.aboveMaximum(fiat));
  return cents;
}

/** The coin's price in the fiat, as priced by `ctx.prices` (the walk on the sim clock the currency list shows). */
export const priceOf = (currency: PricedCurrency, fiat: Fiat): number =>
  fiat === 'eur' ? currency.priceEur : currency.price;

/** 3.5 % rounded up to a cent, at least 3.99. */
export const providerFeeOf = (cents: number) =>
  Math.max(
    Math.ceil((cents * ONRAMP_RULES.providerFeeBasisPoints) / 10_000),
    ONRAMP_RULES.providerFeeMinCents,
  );

/** Minor units that `cents` of the fiat buy at `price`, rounded down (the provider keeps the dust). */
export function coinsFor(cents: number, price: number, decimals: number): number {
  const priceMicros = BigInt(Math.round(price * 1e6));
  if (priceMicros <= 0n) throw onrampError('unsupportedCurrency');
  return Number((BigInt(cents) * 10n ** BigInt(decimals) * 10_000n) / priceMicros);
}

export interface QuoteTerms {
  fiat: Fiat;
  amount: number;
  providerFee: number;
  networkFee: number;
  currency: string;
  chain: string;
  price: number;
  receive: number;
}

/** What `amount` cents buy of the currency on the chain, after the provider's and the network's fees. */
export function quoteTerms(fiat: Fiat, amount: number, currency: PricedCurrency, chain: string): QuoteTerms {
  const providerFee = providerFeeOf(amount);
  const networkFee = ONRAMP_RULES.networkFeeCents[chain]!;
  const price = priceOf(currency, fiat);
  const receive = coinsFor(amount - providerFee - networkFee, price, currency.decimals);
  return { fiat, amount, providerFee, networkFee, currency: currency.id, chain, price, receive };
}
