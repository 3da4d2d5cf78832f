/**
 * Prices and the licence's fixed currency (platform.md §3 "Currency" price/priceEur, "Licence" plugins).
 * The price push is an extension: the spec names no event for it, so a real API without it leaves the client
 * on the prices of `POST /api/data/currencies`.
 */
import type { CurrencyId, Licence } from './models';

/** One currency's prices: US dollars and euros for one unit. */
export interface PriceQuote {
  id: CurrencyId;
  price: number;
  priceEur: number;
}

/** Payload of PUBLIC_EVENTS.prices: every currency's prices at `at` (server time, ms). */
export interface PriceUpdate {
  at: number;
  currencies: PriceQuote[];
}

/** The licence plugin that puts every player on one currency; its setting `currency` names it. */
export const FIXED_CURRENCY_PLUGIN = 'fixedCurrency';

/** The currency the licence fixes for everyone, or null when the plugin is off (or has no currency). */
export function fixedCurrencyOf(licence: Licence | null | undefined): CurrencyId | null {
  if (!licence?.plugins.includes(FIXED_CURRENCY_PLUGIN)) return null;
  const currency = licence.pluginSettings[FIXED_CURRENCY_PLUGIN]?.currency;
  return typeof currency === 'string' && currency.length > 0 ? currency : null;
}
