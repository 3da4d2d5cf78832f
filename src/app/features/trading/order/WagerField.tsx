import {
  doubleWager,
  filterWagerText,
  halveWager,
  minimumWager,
  wagerText,
  wagerValue,
} from '../../games/wager';
import { OrderField } from './OrderField';

export interface WagerFieldProps {
  value: string;
  onChange(value: string): void;
  code: string;
  decimals: number;
  /** The balance, the most doubling may reach; null while unknown. */
  balance: number | null;
  error?: string;
}

/**
 * The wager in the player's currency, with the games' rules: digits and one dot, at most the currency's
 * decimals; halve and double at those decimals.
 */
export function WagerField({ value, onChange, code, decimals, balance, error }: WagerFieldProps) {
  const amount = wagerValue(value);
  const min = minimumWager(decimals);
  const max = balance ?? Number.POSITIVE_INFINITY;
  const set = (next: number) => onChange(wagerText(next, decimals));

  return (
    <OrderField
      label="Wager"
      value={value}
      onChange={onChange}
      filter={(text) => filterWagerText(text, decimals)}
      inputMode="decimal"
      placeholder={wagerText(0, decimals)}
      error={error}
      suffix={
        <>
          <span className="order-field__unit">{code}</span>
          <button
            type="button"
            aria-label="Halve the wager"
            disabled={amount <= min}
            onClick={() => set(halveWager(amount, decimals, min))}
          >
            ½
          </button>
          <button
            type="button"
            aria-label="Double the wager"
            disabled={amount >= max}
            onClick={() => set(amount < min ? min : doubleWager(amount, decimals, max))}
          >
            2×
          </button>
        </>
      }
    />
  );
}
