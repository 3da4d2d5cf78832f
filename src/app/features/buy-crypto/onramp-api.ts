/** The buy-crypto calls (contract/onramp-routes.ts), with a failure turned into the text the page shows. */
import { ApiError, MESSAGES } from '@contract/index';
import type { Fiat, OnrampOrder, OnrampQuote } from '@contract/onramp';
import type { CardForm } from '@contract/onramp-schemas';
import { api } from '../../api/api';

/** What the player chose to buy; the amount is the text typed. */
export interface Purchase {
  fiat: Fiat;
  amount: string;
  currency: string;
  chain: string;
}

/** The server's message of a failed call, or the generic one for a failure that is not an answer. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.internal;
}

export const requestQuote = ({ fiat, amount, currency, chain }: Purchase): Promise<OnrampQuote> =>
  api('POST /api/onramp/quote', { fiat, amount, currency, chain });

export const payQuote = (quoteId: string, card: CardForm): Promise<OnrampOrder> =>
  api('POST /api/onramp/order', { quoteId, ...card });

export const authenticateOrder = (id: string, code: string): Promise<OnrampOrder> =>
  api('POST /api/onramp/order/authenticate', { id, code });

export const cancelAuthentication = (id: string): Promise<OnrampOrder> =>
  api('POST /api/onramp/order/cancel', { id });

export const loadOrder = (id: string): Promise<OnrampOrder> => api('POST /api/onramp/order/status', { id });

export const loadOrders = (): Promise<OnrampOrder[]> => api('POST /api/onramp/orders');
