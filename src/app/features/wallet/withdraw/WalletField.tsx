import { useId, type ComponentProps, type ReactNode } from 'react';

interface WalletFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  /** Text at the label's end, e.g. the available balance. */
  hint?: ReactNode;
  /** A control inside the field's end, e.g. a Max button. */
  adornment?: ReactNode;
}

/** A labelled input of the wallet modal with its validation message, wired for react-hook-form's register(). */
export function WalletField({ label, error, hint, adornment, ...input }: WalletFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className="wallet-field">
      <div className="wallet-field__head">
        <label htmlFor={inputId}>{label}</label>
        {hint}
      </div>
      <div className="wallet-field__box">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {adornment}
      </div>
      {error && (
        <p id={errorId} className="wallet-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
