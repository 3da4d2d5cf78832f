import { useId, type ReactNode } from 'react';

export interface OrderFieldProps {
  label: string;
  value: string;
  /** Receives the typed text once `filter` has kept what the field accepts. */
  onChange(value: string): void;
  filter(text: string): string;
  inputMode: 'decimal' | 'numeric';
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  /** Inside the field's row, before the input (a currency sign). */
  prefix?: ReactNode;
  /** Inside the field's row, after the input (a unit, buttons). */
  suffix?: ReactNode;
  /** Under the row, above the error (a slider, quick picks). */
  children?: ReactNode;
  /** Under the error. */
  footer?: ReactNode;
}

/** One field of the order panel: its label, the text input in a row with its extras, and its refusal under it. */
export function OrderField(props: OrderFieldProps) {
  const { label, value, onChange, filter, inputMode, placeholder, disabled, error } = props;
  const id = useId();
  const errorId = useId();
  return (
    <div className="order-field">
      <label htmlFor={id}>{label}</label>
      <div className="order-field__row">
        {props.prefix}
        <input
          id={id}
          inputMode={inputMode}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(filter(event.target.value))}
        />
        {props.suffix}
      </div>
      {props.children}
      {error && (
        <p id={errorId} className="order-field__error">
          {error}
        </p>
      )}
      {props.footer}
    </div>
  );
}
