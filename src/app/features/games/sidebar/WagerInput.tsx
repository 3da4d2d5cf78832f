import { useId } from 'react';
import { doubleWager, filterWagerText, halveWager, wagerText, wagerValue } from '../wager';

export interface WagerInputProps {
  value: string;
  onChange(value: string): void;
  decimals: number;
  code: string;
  min: number;
  max: number;
  disabled: boolean;
}

/**
 * The wager (platform.md §5): digits and a dot only, at most the currency's decimals; halve and double at
 * those decimals; Min and Max step to the bounds and are disabled there.
 */
export function WagerInput({ value, onChange, decimals, code, min, max, disabled }: WagerInputProps) {
  const id = useId();
  const amount = wagerValue(value);
  const hasMax = Number.isFinite(max) && max >= min;
  const set = (next: number) => onChange(wagerText(next, decimals));

  return (
    <div className="wager-input">
      <label htmlFor={id}>Bet amount</label>
      <div className="wager-input__row">
        <input
          id={id}
          className="wager-input__field"
          inputMode="decimal"
          autoComplete="off"
          placeholder={wagerText(0, decimals)}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(filterWagerText(event.target.value, decimals))}
        />
        <span className="wager-input__code">{code}</span>
        <button
          type="button"
          aria-label="Halve the wager"
          disabled={disabled || amount <= min}
          onClick={() => set(halveWager(amount, decimals, min))}
        >
          ½
        </button>
        <button
          type="button"
          aria-label="Double the wager"
          disabled={disabled || !hasMax || amount >= max}
          onClick={() => set(amount < min ? min : doubleWager(amount, decimals, max))}
        >
          2×
        </button>
      </div>
      <div className="wager-input__bounds">
        <button
          type="button"
          aria-label="Minimum wager"
          disabled={disabled || amount === min}
          onClick={() => set(min)}
        >
          Min
        </button>
        <button
          type="button"
          aria-label="Maximum wager"
          disabled={disabled || !hasMax || amount === max}
          onClick={() => set(max)}
        >
          Max
        </button>
      </div>
    </div>
  );
}
