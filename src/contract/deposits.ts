/**
 * Deposits on the simulated chains (platform.md §3 "Deposit history entry", §4 "Deposit status", §7 calls, §8
 * "Deposit errors"; community.md: an unverified email blocks deposit). Route map, wire types and
 * error texts, shared by the sim (to answer) and the app (to call and show). Imported as @contract/deposits (the
 * index re-exports only the types, so the worker keeps the values in its lazy deposit chunk); the schemas are in
 * deposit-schemas.ts (like schemas.ts, imported directly: zod's schemas are not tree-shaken from a barrel).
 */
import type { DepositWalletBody } from './deposit-schemas';

/** The five deposit errors of platform.md §8 (the spec names them; the wording is ours). */
export const DEPOSIT_ERRORS = {
  1: 'Amount must be greater than 0',
  2: 'Invalid amount',
  3: 'This currency is not supported by the provider',
  4: 'Amount is less than the minimal deposit',
  5: 'Failed to generate address',
} as const;
export type DepositErrorCode = keyof typeof DEPOSIT_ERRORS;

/** community.md: deposit stays closed until the email is verified (code and text of our own). */
export const DEPOSIT_EMAIL_UNVERIFIED = {
  code: 6,
  message: 'Please verify your email before making a deposit.',
} as const;

/** The wallet-notify answer's `result` when the transaction is known (platform.md §7). */
export const WALLET_NOTIFY_SUCCESS = 'Success';
/** walletNotify's error texts (the spec says only "an error text"). */
export const WALLET_NOTIFY_ERRORS = {
  unknownCurrency: DEPOSIT_ERRORS[3],
  notFound: 'Transaction not found',
  wrongCurrency: 'Transaction is not in this currency',
} as const;

/**
 * Deposit status of platform.md §4: 0 not paid (an aggregator deposit not yet credited; a chain deposit waiting
 * for confirmations, which the history shows instead), 1 successful (credited).
 */
export const DEPOSIT_STATUS = { pending: 0, credited: 1 } as const;
export type DepositStatus = (typeof DEPOSIT_STATUS)[keyof typeof DEPOSIT_STATUS];

/** One deposit as the history lists it (platform.md §3), plus the chain facts the wallet shows. */
export interface DepositHistoryEntry {
  _id: string;
  currency: string;
  /** Wire decimal. */
  sum: number;
  /** ISO time the transaction was seen. */
  created_at: string;
  /** Confirmations so far, at most `confirmations_needed`. */
  confirmations: number;
  confirmations_needed: number;
  /** Whether it came through a payment aggregator (paid in another currency: `invoice` says how). */
  aggregator: boolean;
  status: DepositStatus;
  /** The chain the funds arrived on (for an aggregator deposit, the pay currency's chain). */
  chain: string;
  /** The chain transaction; '' for an aggregator deposit not paid yet. */
  txid: string;
  /** Aggregator deposits: what the player was asked to pay, and where. */
  invoice?: AggregatorPayment;
}

/** What an aggregator deposit asks the player to send: this exact amount of `depositCurrency` to `wallet`. */
export interface AggregatorPayment {
  depositCurrency: string;
  /** Wire decimal of `depositCurrency`. */
  amount: number;
  wallet: string;
}

/**
 * An aggregator deposit (getDepositWallet with an amount): the player asks for `usd` US dollars' worth of
 * `currency` and pays `amount` of `depositCurrency` to the answer's `wallet`; the aggregator converts what
 * arrives at the price of the moment it is credited.
 */
export interface AggregatorInvoice extends AggregatorPayment {
  /** The deposit history entry of this invoice. */
  _id: string;
  /** Whole US dollars asked for. */
  usd: number;
  /** The `currency` this would credit at today's prices (wire decimal). */
  credit: number;
}

/**
 * Aggregator deposits (platform.md §4, §5): the amount is whole US dollars (the amount input takes digits only),
 * and what the player pays is rounded up to the pay currency's precision.
 */
export const AGGREGATOR_AMOUNT_UNIT = 'USD';

/** A currency on one chain the deposit tab offers. */
export interface AvailableDepositCurrency {
  currency: string;
  chain: string;
  /** Smallest deposit, wire decimal. */
  min: number;
  confirmations: number;
  /** Sim-time milliseconds between blocks. */
  blockTimeMs: number;
}

export interface DepositWalletAnswer {
  wallet: string;
  currency: string;
  chain: string;
  confirmations: number;
  /** Only when an amount was sent: the aggregator's invoice (pay exactly this much to `wallet`). */
  invoice?: AggregatorInvoice;
}

export interface WalletNotifyAnswer {
  /** 'Success' or an error text. */
  result: string;
}

/** A transaction of the simulated explorer (control.explorerTransactions). */
export interface ExplorerTransaction {
  txid: string;
  chain: string;
  currency: string;
  address: string;
  /** Wire decimal. */
  amount: number;
  /** Sim time it was seen. */
  time: number;
  confirmations: number;
}

/** control.sendToAddress: a transfer from an outside wallet. */
export interface SimTransfer {
  currency: string;
  chain: string;
  address: string;
  /** Wire decimal (number or decimal string). */
  amount: number | string;
}

export interface DepositRouteMap {
  'POST /api/wallet/getAvailableCurrencies': {
    body: { currency?: string; chain?: string };
    answer: { currencies: AvailableDepositCurrency[] };
  };
  'POST /api/wallet/getDepositWallet': { body: DepositWalletBody; answer: DepositWalletAnswer };
  'POST /api/wallet/history/deposits': { body: void; answer: DepositHistoryEntry[] };
  'GET /api/walletNotify/{currency}/{txid}': { body: void; answer: WalletNotifyAnswer };
}

/**
 * Event on the player's private channel when a deposit is seen and when it is credited (with the entry as the
 * history lists it), so the history updates live; confirmations in between are read from the history.
 */
export const DEPOSIT_EVENTS = { depositUpdate: 'event:depositUpdate' } as const;
