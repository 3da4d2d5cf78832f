/** The deposit calls of platform.md §7, with a failure turned into the text the tab shows. */
import { ApiError, MESSAGES, routePath, splitRoute } from '@contract/index';
import type {
  AvailableDepositCurrency,
  DepositHistoryEntry,
  DepositWalletAnswer,
  WalletNotifyAnswer,
} from '@contract/deposits';
import { api, getTransport } from '../../../api/api';
import { guardCall } from '../../../api/guards';

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

/** An aggregator deposit: `usd` dollars of `currency`, paid in `depositCurrency` on `chain`. */
export function requestAggregatorInvoice(request: {
  currency: string;
  depositCurrency: string;
  chain: string;
  usd: number;
}): Promise<DepositWalletAnswer> {
  const { usd, ...rest } = request;
  return api('POST /api/wallet/getDepositWallet', { ...rest, amount: usd });
}

export function loadDepositHistory(): Promise<DepositHistoryEntry[]> {
  return api('POST /api/wallet/history/deposits');
}

const WALLET_NOTIFY = splitRoute('GET /api/walletNotify/{currency}/{txid}');

/**
 * wallet-notify: tells the server of a transaction to look at; resolves with its result ('Success' or an error
 * text). api() fills no path parameters, so the path is built here, with the same 419 and two-factor handling.
 */
export async function notifyDeposit(currency: string, txid: string): Promise<string> {
  const path = routePath(WALLET_NOTIFY.path, { currency, txid });
  const answer = await guardCall(() =>
    getTransport().request<WalletNotifyAnswer>(WALLET_NOTIFY.method, path),
  );
  if (typeof answer?.result !== 'string')
    throw new ApiError(0, { code: 0, message: MESSAGES.unreadableAnswer });
  return answer.result;
}
