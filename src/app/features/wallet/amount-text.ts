/**
 * Every amount the app shows in the player's chosen view (platform.md §3 Global state unit, fiatView,
 * fiatCurrency; §9 units btc or satoshi, fiat views off, USD or EUR): in the currency's unit, or its value in
 * fiat at the currency's price now. The digits follow §5 (format-amount.ts).
 */
import { useShallow } from 'zustand/react/shallow';
import { FIAT_SYMBOLS, type Currency } from '@contract/index';
import { useAppStore, type FiatCurrency, type Unit } from '../../stores/app-store';
import { formatAmount } from './format-amount';

export interface AmountView {
  unit: Unit;
  fiatView: boolean;
  fiatCurrency: FiatCurrency;
}

/** What a text needs of a currency: its decimals and its prices. */
export type PricedAmountCurrency = Pick<Currency, 'decimals' | 'price' | 'priceEur'>;

/** `amount` of `currency` as `view` shows it: '0.01234567', '1,234,567' (satoshi) or '$830.12'. */
export function amountText(amount: number, currency: PricedAmountCurrency, view: AmountView): string {
  if (!view.fiatView) return formatAmount(amount, currency.decimals, view.unit);
  const price = view.fiatCurrency === 'eur' ? currency.priceEur : currency.price;
  const value = formatAmount(Math.abs(amount * price), 2, 'fiat');
  const sign = amount < 0 && value !== '0.00' ? '-' : '';
  return `${sign}${FIAT_SYMBOLS[view.fiatCurrency]}${value}`;
}

export function useAmountView(): AmountView {
  return useAppStore(useShallow(({ unit, fiatView, fiatCurrency }) => ({ unit, fiatView, fiatCurrency })));
}

/** The formatter of the chosen view, for components that show many amounts. */
export function useAmountText(): (amount: number, currency: PricedAmountCurrency) => string {
  const view = useAmountView();
  return (amount, currency) => amountText(amount, currency, view);
}
