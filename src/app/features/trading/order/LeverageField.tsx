import { TRADING } from '@contract/trading';
import { filterIntegerText } from '../../games/wager';
import { formatLeverage } from '../market-format';
import { OrderField } from './OrderField';
import { LEVERAGE_PICKS, LEVERAGE_STOPS, leverageAtStop, stopIndexOf } from './leverage';

export interface LeverageFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The multiplier, 1x to 1000x: typed (whole numbers), slid (on a logarithmic track) or picked. */
export function LeverageField({ value, onChange, error }: LeverageFieldProps) {
  const current = Number(value) || TRADING.minMultiplier;
  return (
    <OrderField
      label="Multiplier"
      value={value}
      onChange={onChange}
      filter={(text) => filterIntegerText(text).slice(0, 4)}
      inputMode="numeric"
      error={error}
      suffix={<span className="order-field__unit">x</span>}
      footer={<p className="order-leverage__note">{TRADING.leverageLabel}</p>}
    >
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
    </OrderField>
  );
}
