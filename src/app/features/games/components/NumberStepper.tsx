import { useId, useState } from 'react';
import { filterIntegerText } from '../wager';

export interface NumberStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
  step?: number;
  /** A short hint under the field (e.g. "0 plays until stopped"). */
  hint?: string;
  /** Text after the number, e.g. '%'. */
  suffix?: string;
}

/**
 * An integer input with − and + (platform.md §5): digits only, a value outside min and max is marked as an
 * error and not taken, and each button is disabled at its bound. Boards may use it for their options
 * (mines count and the like).
 */
export function NumberStepper({
  label,
  value,
  min,
  max,
  onChange,
  disabled = false,
  step = 1,
  hint,
  suffix,
}: NumberStepperProps) {
  const id = useId();
  /** What is being typed; null shows the value itself. */
  const [text, setText] = useState<string | null>(null);
  const typed = text === null ? value : Number.parseInt(text, 10);
  const invalid = text !== null && (!Number.isInteger(typed) || typed < min || typed > max);

  const set = (next: number) => {
    setText(null);
    onChange(Math.min(max, Math.max(min, next)));
  };

  return (
    <div className="number-stepper">
      <label htmlFor={id}>{label}</label>
      <div className={invalid ? 'number-stepper__row number-stepper__row--error' : 'number-stepper__row'}>
        <button
          type="button"
          className="number-stepper__button"
          aria-label={`Decrease ${label.toLowerCase()}`}
          disabled={disabled || value <= min}
          onClick={() => set(value - step)}
        >
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={text ?? String(value)}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            const next = filterIntegerText(event.target.value);
            setText(next);
            const parsed = Number.parseInt(next, 10);
            if (Number.isInteger(parsed) && parsed >= min && parsed <= max) onChange(parsed);
          }}
          onBlur={() => setText(null)}
        />
        {suffix && <span className="number-stepper__suffix">{suffix}</span>}
        <button
          type="button"
          className="number-stepper__button"
          aria-label={`Increase ${label.toLowerCase()}`}
          disabled={disabled || value >= max}
          onClick={() => set(value + step)}
        >
          +
        </button>
      </div>
      {hint && (
        <small id={`${id}-hint`} className="number-stepper__hint">
          {hint}
        </small>
      )}
    </div>
  );
}
