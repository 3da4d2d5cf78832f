/**
 * US dollar values of money on the sim's price board, for the promotions' dollar rules (a $10 bonus, a $1,000
 * match, VIP totals): micro-dollars are integers, as the race keeps them (domains/feed/race-store.ts).
 */
import type { PriceBoard, PricedCurrency } from '../context';

export const MICRO_PER_USD = 1_000_000;

/** Minor units of `currency` worth `micro` micro-dollars at its price now (0 for an unknown currency). */
export function minorOfMicroUsd(prices: PriceBoard, currency: string, micro: number, at?: number): number {
  const found = prices.currency(currency, at);
  if (!found || found.price <= 0) return 0;
  return Math.floor((micro / MICRO_PER_USD / found.price) * 10 ** found.decimals);
}

/** Micro-dollars `minor` units of a priced currency are worth (undefined: unknown, worth 0). */
export function stakeMicroUsd(found: PricedCurrency | undefined, minor: number): number {
  if (!found) return 0;
  return Math.round(minor * found.price * 10 ** (6 - found.decimals));
}

/** Micro-dollars `minor` units of `currency` are worth at its price (0 for an unknown currency). */
export const microUsdOfMinor = (prices: PriceBoard, currency: string, minor: number, at?: number): number =>
  stakeMicroUsd(prices.currency(currency, at), minor);

export const usdToMicro = (usd: number) => Math.round(usd * MICRO_PER_USD);
/** Micro-dollars to the wire's dollars, to the cent. */
export const microToUsd = (micro: number) => Math.round(micro / (MICRO_PER_USD / 100)) / 100;
