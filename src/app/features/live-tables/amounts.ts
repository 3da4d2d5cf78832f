import { useWallet, formatAmount } from '../wallet';

/** An amount of a currency in its own unit with its code: '0.00120000 BTC'. */
export function useCoinText(): (amount: number, currency: string) => string {
  const currencies = useWallet((state) => state.currencies);
  return (amount, currency) => {
    const decimals = currencies.find((item) => item.id === currency)?.decimals ?? 8;
    return `${formatAmount(amount, decimals, 'btc')} ${currency.toUpperCase()}`;
  };
}
