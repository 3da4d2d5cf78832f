import { useId } from 'react';
import { filterDecimalInput } from '@contract/trading-math';

export interface PriceFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown in the empty field, e.g. the price now. */
  placeholder?: string;
  error?: string;
  disabled?: boolean;
}

/** An optional price (take profit, stop loss): digits and a dot only, its rule's refusal under it. */
export function PriceField({ label, value, onChange, placeholder, error, disabled }: PriceFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="order-field">
      <label htmlFor={id}>{label}</label>
      <div className="order-field__row">
        <span className="order-field__unit" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(filterDecimalInput(event.target.value))}
        />
        {value !== '' && !disabled && (
          <button
            type="button"
            className="order-field__clear"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => onChange('')}
          >
            ×
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="order-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
