import { useId, type ComponentProps } from 'react';
import { useWallet } from '../../wallet';

export interface CurrencyFieldProps extends ComponentProps<'select'> {
  error?: string | undefined;
}

/** A labelled currency picker over the wallet's currencies, styled and wired like FormField. */
export function CurrencyField({ error, id, ...select }: CurrencyFieldProps) {
  const currencies = useWallet((state) => state.currencies);
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={selectId}>Currency</label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {currencies.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {currency.id.toUpperCase()}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="auth-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
