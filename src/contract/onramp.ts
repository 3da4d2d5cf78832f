/**
 * Buy crypto (platform.md §2 "/crypto"; issue 9 §5): an emulated card on-ramp of the kind casinos embed. The
 * player picks what to spend in USD or EUR and the currency and chain to receive, gets a quote (provider fee
 * and network fee), pays by card (Luhn, brand, expiry, CVC, the emulated bank's 3-D Secure) and the coins
 * arrive as a deposit on the simulated chain. The spec names only the route, so every rule, text and call here
 * is ours (extension routes: onramp-routes.ts). Imported as @contract/onramp; the index re-exports the types.
 */
import { DEPOSIT_ERRORS } from './deposits';
import { FIAT_SYMBOLS } from './money';

export const ONRAMP_FIATS = ['usd', 'eur'] as const;
export type Fiat = (typeof ONRAMP_FIATS)[number];

export { FIAT_SYMBOLS };

/**
 * The provider's terms, in cents of the fiat paid (the same figures in USD and EUR, as on-ramps publish a flat
 * schedule per fiat). The network fee is the provider's charge for sending on that chain.
 */
export const ONRAMP_RULES = {
  minCents: 2_000,
  maxCents: 500_000,
  /** 3.5 % of the amount, at least 3.99. */
  providerFeeBasisPoints: 350,
  providerFeeMinCents: 399,
  networkFeeCents: {
    bitcoin: 150,
    litecoin: 10,
    dogecoin: 10,
    erc20: 250,
    bep20: 20,
    trc20: 100,
    solana: 5,
  } as Readonly<Record<string, number>>,
  /** A quote holds its price this long; the page asks for a new one before then. */
  quoteTtlMs: 60_000,
  /** Sim time between the card payment and the coins leaving the provider's wallet. */
  sendDelayMs: 15_000,
  /** Card brands accepted (card-validator's type ids). */
  brands: ['visa', 'mastercard'],
  /** Digits of the emulated bank's 3-D Secure code. */
  challengeCodeLength: 6,
} as const;

/** The usual test cards: any other valid Visa or Mastercard number is paid at once. */
export const ONRAMP_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002760003184',
} as const;

/** Amount in cents as the texts show it: '$20', '€5,000', '$20.50'. */
export function fiatText(fiat: Fiat, cents: number): string {
  const whole = cents % 100 === 0;
  const figure = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${FIAT_SYMBOLS[fiat]}${figure}`;
}

/** Refusals of the on-ramp calls (codes of our own; card field problems are 422 with per-field texts). */
export const ONRAMP_CODES = {
  invalidAmount: 60,
  unsupportedFiat: 61,
  unsupportedCurrency: 62,
  unsupportedChain: 63,
  belowMinimum: 64,
  aboveMaximum: 65,
  quoteNotFound: 66,
  quoteExpired: 67,
  quoteUsed: 68,
  declined: 69,
  orderNotFound: 70,
  notAuthenticating: 71,
} as const;

export const ONRAMP_MESSAGES = {
  invalidAmount: 'Enter a valid amount.',
  unsupportedFiat: 'Pay in USD or EUR.',
  unsupportedCurrency: DEPOSIT_ERRORS[3],
  unsupportedChain: 'This network is not available for this currency.',
  belowMinimum: (fiat: Fiat) => `The minimum purchase is ${fiatText(fiat, ONRAMP_RULES.minCents)}.`,
  aboveMaximum: (fiat: Fiat) => `The maximum purchase is ${fiatText(fiat, ONRAMP_RULES.maxCents)}.`,
  quoteNotFound: 'This quote is unknown. Get a new quote.',
  quoteExpired: 'This quote has expired. Check the new price and pay again.',
  quoteUsed: 'This quote has already been paid.',
  cardNumber: 'Your card number is invalid.',
  cardBrand: 'Only Visa and Mastercard cards are accepted.',
  expiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  cvc: "Your card's security code is invalid.",
  holder: 'Enter the name on the card.',
  declined: 'Your card was declined.',
  codeFormat: 'Enter the 6-digit code.',
  wrongCode: 'The 3-D Secure code is incorrect. The payment has failed.',
  challengeCancelled: '3-D Secure was cancelled. The payment has failed.',
  orderNotFound: 'Order not found',
  notAuthenticating: 'This payment is not waiting for 3-D Secure.',
} as const;

/**
 * An order's progress: `authenticating` (the bank's 3-D Secure is open), `failed` (`failure_reason` says why),
 * `paid` (the card was charged; the provider sends shortly), `sent` (on the chain: `txid`, confirmations
 * growing), `completed` (the deposit was credited to the player's balance).
 */
export const ONRAMP_STATUSES = ['authenticating', 'failed', 'paid', 'sent', 'completed'] as const;
export type OnrampStatus = (typeof ONRAMP_STATUSES)[number];

/** `POST /api/onramp/quote`: a price held until `expires_at`, to be paid with `POST /api/onramp/order`. */
export interface OnrampQuote {
  id: string;
  fiat: Fiat;
  /** What the card is charged (fees included), wire decimal of the fiat. */
  amount: number;
  provider_fee: number;
  network_fee: number;
  currency: string;
  chain: string;
  /** Price of one coin in the fiat. */
  price: number;
  /** What arrives at the player's deposit address, wire decimal of the currency. */
  receive: number;
  created_at: string;
  expires_at: string;
}

export interface OnrampCard {
  /** card-validator's type id ('visa', 'mastercard'). */
  brand: string;
  last4: string;
}

/** One purchase as the page tracks it; the card is kept as brand and last 4 digits only. */
export interface OnrampOrder extends Omit<OnrampQuote, 'id' | 'expires_at'> {
  _id: string;
  status: OnrampStatus;
  failure_reason: string | null;
  card: OnrampCard;
  /** The player's deposit address the coins go to. */
  address: string;
  txid: string | null;
  /** The deposit's confirmations (0 until sent), at most `confirmations_needed`. */
  confirmations: number;
  confirmations_needed: number;
  paid_at: string | null;
  sent_at: string | null;
  credited_at: string | null;
}

/** Event on the player's private channel whenever an order changes (with the order as the calls answer it). */
export const ONRAMP_EVENTS = { orderUpdate: 'event:onrampOrderUpdate' } as const;
