/**
 * The aggregator's conversions between US dollars and currencies, in integer minor units. One float division
 * per conversion, rounded once (never accumulated): up for what a payer must send, down for what is credited,
 * so the aggregator never hands out more than it took in.
 */
import type { PricedCurrency } from '../../context';

/** A currency's US dollar price at the moment it was priced (`ctx.prices`, the walk on the sim clock). */
export const usdPrice = (currency: PricedCurrency): number => currency.price;

/** A relative tolerance for the float division, so that an exact result is not pushed to the next unit. */
const TOLERANCE = 1e-12;

/** `usd` dollars of `currency` in minor units, rounded up (the exact amount a payer is asked for). */
export function usdToMinorUp(usd: number, currency: PricedCurrency): number {
  return Math.ceil((usd / usdPrice(currency)) * 10 ** currency.decimals * (1 - TOLERANCE));
}

/** `usd` dollars of `currency` in minor units, rounded down (what that much would credit). */
export function usdToMinorDown(usd: number, currency: PricedCurrency): number {
  return Math.floor((usd / usdPrice(currency)) * 10 ** currency.decimals * (1 + TOLERANCE));
}

/** `amount` minor units of `from` in minor units of `to` at the current prices, rounded down. */
export function convertMinor(amount: number, from: PricedCurrency, to: PricedCurrency): number {
  if (from.id === to.id) return amount;
  const usd = (amount / 10 ** from.decimals) * usdPrice(from);
  return usdToMinorDown(usd, to);
}
