import { filterDecimalText } from '../../../format/decimal-input';
import { OrderField } from './OrderField';

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
  return (
    <OrderField
      label={label}
      value={value}
      onChange={onChange}
      filter={filterDecimalText}
      inputMode="decimal"
      placeholder={placeholder}
      disabled={disabled}
      error={error}
      prefix={
        <span className="order-field__unit" aria-hidden="true">
          $
        </span>
      }
      suffix={
        value !== '' &&
        !disabled && (
          <button
            type="button"
            className="order-field__clear"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => onChange('')}
          >
            ×
          </button>
        )
      }
    />
  );
}
