/** A pool's amounts in its own currency, at the wallet's decimals and the player's unit: '12.50 USDT'. */
import { useAppStore } from '../../stores/app-store';
import { formatAmount } from '../wallet/format-amount';
import { useWallet } from '../wallet/wallet-store';

export function formatPoolAmount(amount: number, currency: string): string {
  const decimals = useWallet.getState().currencies.find((entry) => entry.id === currency)?.decimals ?? 8;
  return `${formatAmount(amount, decimals, useAppStore.getState().unit)} ${currency.toUpperCase()}`;
}
