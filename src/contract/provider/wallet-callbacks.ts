/**
 * The wallet callbacks the game provider's server sends the operator, aggregator style (like Slotegrator's
 * balance/bet/win/refund): flat string parameters, a signature over them, and a small answer. Amounts are
 * decimal strings at the currency's precision; a transaction id is unique per callback, so that a callback
 * sent again (a timeout, a retry) answers the same and moves no money twice.
 */
import type { WalletCallbackAction } from './index';

/** What every callback carries; bet, win and refund add the money fields. */
export interface WalletCallbackParams {
  action: WalletCallbackAction;
  player_id: string;
  session_id: string;
  game_uuid: string;
  currency: string;
  /** bet, win, refund: decimal string ('12.50'); a win may be '0' (a lost round's close). */
  amount?: string;
  transaction_id?: string;
  round_id?: string;
  /** refund: the bet it takes back. */
  bet_transaction_id?: string;
  /** win: '1' when the round is over ('0' for a win inside a round that goes on, like a free spin). */
  finished?: '0' | '1';
}

/** A callback as sent: its parameters and `sign`, the HMAC-SHA256 (hex) of walletCallbackMessage(params). */
export interface WalletCallbackRequest {
  params: WalletCallbackParams;
  sign: string;
}

/** The operator's answers: the balance after (decimal) and its own id of the transaction, or a refusal. */
export type WalletCallbackAnswer =
  { balance: number; transaction_id?: string } | { error_code: WalletErrorCode; error_description: string };

export type WalletErrorCode =
  'INSUFFICIENT_FUNDS' | 'INVALID_SIGNATURE' | 'SESSION_NOT_FOUND' | 'BAD_REQUEST' | 'ROUND_CLOSED';

export const isWalletRefusal = (
  answer: WalletCallbackAnswer,
): answer is Extract<WalletCallbackAnswer, { error_code: string }> => 'error_code' in answer;

/**
 * The signed text: every parameter but `sign`, sorted by name, as `name=value` joined by '&' (the way
 * aggregators sign a callback's query). Absent parameters are left out.
 */
export function walletCallbackMessage(params: WalletCallbackParams): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** One callback and the operator's answer, as the emulator page lists them (newest first). */
export interface WalletCallbackLogEntry {
  id: number;
  /** Sim time (ms). */
  at: number;
  request: WalletCallbackRequest;
  answer: WalletCallbackAnswer;
  /** Sent again from the emulator page: the id of the entry it repeats. */
  replayOf: number | null;
}

/** A logged callback sent again from the emulator page, with the player's balance around it (decimals). */
export interface WalletCallbackReplay {
  entry: WalletCallbackLogEntry;
  balanceBefore: number;
  balanceAfter: number;
}

/**
 * A round QA plays through the provider's wallet as a game would (control.playProviderRound): a session for
 * the player (the guest by default), one bet of `stake` and a finishing win of `payout` (decimals; 0: lost).
 */
export interface ProviderQaRound {
  game: string;
  currency: string;
  demo: boolean;
  stake: number;
  payout: number;
  /** The player's id; the world's guest when absent (demo only). */
  userId?: string;
}
