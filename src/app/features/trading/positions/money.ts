/** A position's amounts written in its own currency, at the wallet's decimals and the player's unit. */
import { useAppStore } from '../../../stores/app-store';
import { formatAmount } from '../../wallet/format-amount';
import { useWallet } from '../../wallet/wallet-store';

const decimalsOf = (currency: string) =>
  useWallet.getState().currencies.find((entry) => entry.id === currency)?.decimals ?? 8;

/** 1.25 USDT; a signed amount keeps its sign in front (+0.5 BTC, -1 BTC) when `signed`. */
export function formatPositionAmount(amount: number, currency: string, signed = false): string {
  const text = formatAmount(Math.abs(amount), decimalsOf(currency), useAppStore.getState().unit);
  const sign = amount < 0 ? '-' : signed ? '+' : '';
  return `${sign}${text} ${currency.toUpperCase()}`;
}
