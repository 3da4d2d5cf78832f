/** The withdrawal calls of platform.md §7, and what the form shows of a refusal. */
import { ApiError, HTTP, WITHDRAW_ERRORS, type WithdrawHistoryEntry } from '@contract/index';
import { WITHDRAWAL_CODES } from '@contract/withdrawals';
import type { WithdrawBody } from '@contract/withdrawal-schemas';
import { api } from '../../../api/api';
import { failureText } from '../deposit/deposit-api';

export function orderWithdrawal(body: WithdrawBody): Promise<WithdrawHistoryEntry> {
  return api('POST /api/wallet/withdraw', body);
}

export function cancelWithdrawal(id: string): Promise<WithdrawHistoryEntry> {
  return api('POST /api/wallet/cancel_withdraw', { id });
}

export function loadWithdrawHistory(): Promise<WithdrawHistoryEntry[]> {
  return api('POST /api/wallet/history/withdraws');
}

export interface WithdrawRefusal {
  /** The line the form shows. */
  text: string;
  /** Refused until the player passes KYC (403 with is_kyc_required): the KYC info modal opens. */
  kyc: boolean;
}

/** What the form shows when the player must verify their identity first. */
export const KYC_NEEDED_TEXT = 'Identity verification is needed to withdraw this amount.';

const isCatalogueCode = (code: number): code is keyof typeof WITHDRAW_ERRORS => code in WITHDRAW_ERRORS;

/**
 * A refused order: the catalogue's text for codes 1, 2, 3 and 5 (platform.md §8), the KYC refusal, or the
 * server's own message (the address rule, an unverified email, a network it does not know).
 */
export function withdrawRefusal(error: unknown): WithdrawRefusal {
  if (error instanceof ApiError) {
    if (error.status === HTTP.forbidden && error.code === WITHDRAWAL_CODES.kycRequired)
      return { text: KYC_NEEDED_TEXT, kyc: true };
    if (error.status === HTTP.badRequest && isCatalogueCode(error.code))
      return { text: WITHDRAW_ERRORS[error.code], kyc: false };
  }
  return { text: failureText(error), kyc: false };
}
