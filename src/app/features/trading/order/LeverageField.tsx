import { useId } from 'react';
import { TRADING } from '@contract/trading';
import { filterIntegerText } from '../../games/wager';
import { formatLeverage } from '../market-format';
import { LEVERAGE_PICKS, LEVERAGE_STOPS, leverageAtStop, stopIndexOf } from './leverage';

export interface LeverageFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The multiplier, 1x to 1000x: typed (whole numbers), slid (on a logarithmic track) or picked. */
export function LeverageField({ value, onChange, error }: LeverageFieldProps) {
  const id = useId();
  const errorId = useId();
  const current = Number(value) || TRADING.minMultiplier;

  return (
    <div className="order-field">
      <label htmlFor={id}>Multiplier</label>
      <div className="order-field__row">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(filterIntegerText(event.target.value).slice(0, 4))}
        />
        <span className="order-field__unit">x</span>
      </div>
      <input
        type="range"
        className="order-leverage__slider"
        aria-label="Multiplier slider"
        aria-valuetext={formatLeverage(current)}
        min={0}
        max={LEVERAGE_STOPS.length - 1}
        value={stopIndexOf(current)}
        onChange={(event) => onChange(String(leverageAtStop(Number(event.target.value))))}
      />
      <div className="order-leverage__picks" role="group" aria-label="Quick multipliers">
        {LEVERAGE_PICKS.map((pick) => (
          <button
            key={pick}
            type="button"
            aria-pressed={current === pick}
            onClick={() => onChange(String(pick))}
          >
            {formatLeverage(pick)}
          </button>
        ))}
      </div>
      {error && (
        <p id={errorId} className="order-field__error">
          {error}
        </p>
      )}
      <p className="order-leverage__note">{TRADING.leverageLabel}</p>
    </div>
  );
}
