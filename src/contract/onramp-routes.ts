/** The buy-crypto calls (onramp.ts) in the route map: all extensions, since the spec names only the page. */
import type { OnrampOrder, OnrampQuote } from './onramp';
import type { OnrampOrderBody, OnrampQuoteBody } from './onramp-schemas';

export interface OnrampRouteMap {
  'POST /api/onramp/quote': { body: OnrampQuoteBody; answer: OnrampQuote };
  /** Pays a quote by card: the order, `authenticating` when the bank asks for 3-D Secure, else `paid`. */
  'POST /api/onramp/order': { body: OnrampOrderBody; answer: OnrampOrder };
  /** The emulated bank's 3-D Secure code: `paid`, or `failed` with the reason when the code is wrong. */
  'POST /api/onramp/order/authenticate': { body: { id: string; code: string }; answer: OnrampOrder };
  /** The player closes the bank's check: the order fails. */
  'POST /api/onramp/order/cancel': { body: { id: string }; answer: OnrampOrder };
  'POST /api/onramp/order/status': { body: { id: string }; answer: OnrampOrder };
  /** The player's purchases, newest first (the latest 20). */
  'POST /api/onramp/orders': { body: void; answer: OnrampOrder[] };
}

const ROUTE = {
  feature: 'Buy crypto',
  // Why: the /crypto card on-ramp; the spec names the page only
} as const;

export const ONRAMP_EXTENSION_ROUTES = {
  'POST /api/onramp/quote': ROUTE,
  'POST /api/onramp/order': ROUTE,
  'POST /api/onramp/order/authenticate': ROUTE,
  'POST /api/onramp/order/cancel': ROUTE,
  'POST /api/onramp/order/status': ROUTE,
  'POST /api/onramp/orders': ROUTE,
} as const;
