import { useId } from 'react';
import { filterDecimalText } from '../../format/decimal-input';
import { formatUsd } from '../trading/market-format';
import type { StakeCheck } from './slip-check';
import './stake-field.css';

export interface StakeFieldProps {
  /** The field's accessible name: 'Stake on Arsenal'. */
  label: string;
  value: string;
  onChange(value: string): void;
  check: StakeCheck;
  code: string;
  decimals: number;
  disabled?: boolean;
}

/**
 * A stake in the player's currency (digits and a dot, at the currency's decimals) with its value in US dollars,
 * in which the sport limits are set, and the limit or balance it breaks.
 */
export function StakeField({ label, value, onChange, check, code, decimals, disabled }: StakeFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="slip-stake">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <div className="slip-stake__row">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="Stake"
          value={value}
          disabled={disabled}
          aria-invalid={check.error ? true : undefined}
          aria-describedby={check.error ? errorId : undefined}
          onChange={(event) => onChange(filterDecimalText(event.target.value, decimals))}
        />
        <span className="slip-stake__unit">{code}</span>
      </div>
      <span className="slip-stake__usd">≈ {formatUsd(check.usd)}</span>
      {check.error && (
        <p id={errorId} className="slip-error">
          {check.error}
        </p>
      )}
    </div>
  );
}
