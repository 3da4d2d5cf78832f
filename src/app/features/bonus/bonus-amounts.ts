/** A bonus's money as the info popup and the transfer toast write it: '12.5 USDT' in the currency's decimals. */
import type { Bonus, CurrencyId } from '@contract/index';
import { formatAmount } from '../wallet/format-amount';
import { useWallet } from '../wallet/wallet-store';

/** Decimals of a currency the wallet knows; 8 (the most any amount shows) for one it does not. */
function decimalsOf(currency: CurrencyId): number {
  return useWallet.getState().currencies.find((entry) => entry.id === currency)?.decimals ?? 8;
}

export function currencyAmountText(value: number, currency: CurrencyId): string {
  return `${formatAmount(value, decimalsOf(currency), 'btc')} ${currency.toUpperCase()}`;
}

/** The part of a bonus the player can play with now, and the part still locked by its wager requirement. */
export function bonusParts(bonus: Bonus): { unfrozen: number; frozen: number } {
  return { unfrozen: Math.max(0, bonus.value - bonus.frozenValue), frozen: bonus.frozenValue };
}
