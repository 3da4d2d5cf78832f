/**
 * The native play token (platform.md §2 /token, §3 "Token price response", §8 code -10, §9 "The token symbol is
 * a dollar-prefixed play token"). Its economics are the operator's choices, documented in the README: a share
 * of the house's revenue buys tokens back and burns them every hour, and another share of each week's revenue
 * is paid to the cash-share pool, split by what each player wagered that week.
 */
import { PLAY_ERRORS } from './errors';
import type { SimFault } from './sim-api';

export const TOKEN = {
  /** The ticker the site shows everywhere (the brand's name, dollar-prefixed). */
  symbol: '$KINGS',
  name: 'BetKings Token',
  /** Tokens that existed when the world started; burns only ever lower the supply. */
  initialSupply: 1_000_000_000,
  /** Percent of each hour's house revenue (when positive) that buys tokens at the hour's price and burns them. */
  burnPercent: 20,
  /** Percent of each week's house revenue (when positive) paid to the cash-share pool. */
  revSharePercent: 10,
  /** US dollars per token at the world's start; the price walks from here. */
  launchPriceUsd: 0.05,
} as const;

/**
 * The answer of POST /api/token/price. The spec keeps a price aggregator's shape (its coin id is `bitcoin`),
 * so the token's price in US dollars is `bitcoin.usd` and its change over 24 hours, in percent,
 * `bitcoin.usd_24h_change`.
 */
export interface TokenPriceAnswer {
  bitcoin: { usd: number; usd_24h_change: number };
}

export interface TokenRouteMap {
  'POST /api/token/price': { body: void; answer: TokenPriceAnswer };
}

export const TOKEN_PUBLIC_ROUTES = ['POST /api/token/price'] as const;

/** How often the sidebar's token box asks for the price again. */
export const TOKEN_PRICE_REFRESH_MS = 60_000;

/** What the token box says when the price cannot be had (platform.md §8 code -10). */
export const TOKEN_PRICE_ERROR = PLAY_ERRORS['-10'];

/**
 * The fault QA injects to make the price unavailable (the demo panel's preset): every price call answers
 * 503 with code -10 until the faults are cleared.
 */
export const TOKEN_PRICE_FAULT: SimFault = {
  type: 'status',
  status: 503,
  code: -10,
  message: TOKEN_PRICE_ERROR,
  path: '/api/token/price',
  times: Number.POSITIVE_INFINITY,
};
