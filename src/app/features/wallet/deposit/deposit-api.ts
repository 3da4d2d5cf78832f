/** The deposit calls of platform.md §7, with a failure turned into the text the tab shows. */
import { ApiError, MESSAGES } from '@contract/index';
import type { AvailableDepositCurrency, DepositHistoryEntry, DepositWalletAnswer } from '@contract/deposits';
import { api } from '../../../api/api';

/** The server's message of a failed call, or the generic one for a failure that is not an answer. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.internal;
}

export async function loadDepositCurrencies(): Promise<AvailableDepositCurrency[]> {
  return (await api('POST /api/wallet/getAvailableCurrencies', {})).currencies;
}

export function loadDepositWallet(currency: string, chain: string): Promise<DepositWalletAnswer> {
  return api('POST /api/wallet/getDepositWallet', { currency, chain });
}

export function loadDepositHistory(): Promise<DepositHistoryEntry[]> {
  return api('POST /api/wallet/history/deposits');
}
