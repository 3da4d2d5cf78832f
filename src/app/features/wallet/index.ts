export { HeaderBalance } from './HeaderBalance';
export { useWalletModal, type WalletTab } from './wallet-modal-store';
export { useWallet, displayedBalance, type WalletState } from './wallet-store';
export { startWalletSync } from './wallet-sync';
export { formatAmount, MAX_DISPLAYED_DECIMALS, type AmountUnit } from './format-amount';
export {
  amountText,
  useAmountText,
  useAmountView,
  type AmountView,
  type PricedAmountCurrency,
} from './amount-text';
export { useFixedCurrency } from './fixed-currency';
