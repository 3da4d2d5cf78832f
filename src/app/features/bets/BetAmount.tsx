import { useAppStore } from '../../stores/app-store';
import { formatAmount, useWallet } from '../wallet';

/** An amount of a bet with its currency icon, at the currency's decimals and the chosen unit. */
export function BetAmount({ value, currency }: { value: number; currency: string }) {
  const unit = useAppStore((state) => state.unit);
  const coin = useWallet((state) => state.currencies.find((entry) => entry.id === currency));
  const decimals = coin?.decimals ?? 8;
  return (
    <span className="bet-amount">
      {formatAmount(value, decimals, unit)}
      {coin?.icon ? (
        <img src={coin.icon} alt={currency.toUpperCase()} width={14} height={14} />
      ) : (
        <span> {currency.toUpperCase()}</span>
      )}
    </span>
  );
}

export { formatMultiplier } from '../../format/multiplier';
