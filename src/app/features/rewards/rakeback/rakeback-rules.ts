/** Rakeback on the client (community.md §4, §8): what is accrued in dollars, and what a claim shows. */
import {
  ApiError,
  PROMOTION_TEXTS,
  RAKEBACK_TEXTS,
  type Currency,
  type RakebackEntry,
} from '@contract/index';

/** The accrued rakeback in US dollars at the currencies' prices now (currencies not listed count 0). */
export function accruedUsd(entries: readonly RakebackEntry[], currencies: readonly Currency[]): number {
  const prices = new Map(currencies.map((currency) => [currency.id, currency.price]));
  return entries.reduce((sum, entry) => sum + entry.value * (prices.get(entry.id) ?? 0), 0);
}

export type ClaimMessage = { tone: 'success' | 'danger'; text: string };

export const CLAIMED: ClaimMessage = { tone: 'success', text: RAKEBACK_TEXTS.claimed };

/** A refused claim shows the server's message (the 4-hour cooldown text, or why there is nothing to claim). */
export const refusedClaim = (error: unknown): ClaimMessage => ({
  tone: 'danger',
  text: error instanceof ApiError ? error.message : PROMOTION_TEXTS.failed,
});
