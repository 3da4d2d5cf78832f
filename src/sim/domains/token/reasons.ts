/**
 * Which ledger rows are the house's revenue, and of which product: the money between a player and the house
 * in a game, a trade or a sport bet. Deposits, withdrawals, tips, prizes and top-ups move money too, but are
 * not a product's revenue. The house's revenue of a row is minus its delta: a
 * stake the player loses is the house's gain, a win its loss.
 */

export const PRODUCTS = ['casino', 'futures', 'sport'] as const;
export type Product = (typeof PRODUCTS)[number];

/**
 * Each product's ledger reasons. The casino: the in-house games (bet, win, and refund for a cancelled round)
 * and the third-party games through the provider's wallet. Futures: a position's wager and its payout. Sport:
 * a bet slip's stake, its payout, and the stake given back (a rejected or refunded bet).
 */
export const PRODUCT_REASONS: Readonly<Record<Product, readonly string[]>> = {
  casino: ['bet', 'win', 'refund', 'provider_bet', 'provider_win', 'provider_refund'],
  futures: ['trade_wager', 'trade_payout'],
  sport: ['sport_wager', 'sport_payout', 'sport_refund'],
};

const productByReason = new Map<string, Product>(
  PRODUCTS.flatMap((product) =>
    PRODUCT_REASONS[product].map((reason): [string, Product] => [reason, product]),
  ),
);

/** The product a ledger reason belongs to, or undefined for money that is nobody's revenue. */
export const productOf = (reason: string): Product | undefined => productByReason.get(reason);

/** Whether a product has any ledger rows to count (one without has no data, rather than zeros). */
export const isCounted = (product: Product) => PRODUCT_REASONS[product].length > 0;

/**
 * Wagering, for the cash share: the stakes (debits) and the stakes given back (a refund credits what was
 * staked), so that minus the delta adds a stake and takes a returned one away again.
 */
const WAGERING_REASONS: ReadonlySet<string> = new Set([
  'bet',
  'provider_bet',
  'trade_wager',
  'sport_wager',
  'refund',
  'sport_refund',
  'provider_refund',
]);

/** The wagering a row adds, in its currency's minor units (negative for a returned stake; 0 otherwise). */
export const wageredBy = (reason: string, delta: number): number =>
  WAGERING_REASONS.has(reason) ? -delta : 0;
