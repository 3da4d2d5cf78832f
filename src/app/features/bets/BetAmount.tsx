import { formatAmount, useAmountText, useAmountView, useWallet } from '../wallet';

/** An amount of a bet with its currency icon, in the chosen unit or its fiat value (the wallet settings). */
export function BetAmount({ value, currency }: { value: number; currency: string }) {
  const view = useAmountView();
  const textOf = useAmountText();
  const coin = useWallet((state) => state.currencies.find((entry) => entry.id === currency));
  const text = coin ? textOf(value, coin) : formatAmount(value, 8, view.unit);
  return (
    <span className="bet-amount">
      {text}
      {coin?.icon ? (
        <img src={coin.icon} alt={currency.toUpperCase()} width={14} height={14} />
      ) : (
        <span> {currency.toUpperCase()}</span>
      )}
    </span>
  );
}

export { formatMultiplier } from '../../format/multiplier';
