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

/** Deposit status of platform.md §4: 0 not paid (waiting for confirmations), 1 successful (credited). */
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
  /** Whether it came through a payment aggregator (the simulated chains' deposits: false). */
  aggregator: boolean;
  status: DepositStatus;
  chain: string;
  txid: string;
}

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
