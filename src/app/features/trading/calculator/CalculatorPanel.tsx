import { useId, useState } from 'react';
import { CALCULATOR, tradingSettingsOf } from '@contract/trading';
import { filterDecimalText } from '../../../format/decimal-input';
import { useAppStore } from '../../../stores/app-store';
import { changeTone, formatChange, formatUsd } from '../market-format';
import { DOWN_STEPS, UP_STEPS, addMoveStep, feeRule, readCalculator } from './calculator-model';
import './calculator.css';

const stepLabel = (step: number) => `${step > 0 ? '+' : ''}${step}%`;

/** One input of the calculator: digits and one dot only (platform.md §5), its error below it. */
function DecimalField(props: {
  label: string;
  unit: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="calculator__field">
      <label htmlFor={id}>{props.label}</label>
      <div className="calculator__input" data-invalid={props.error !== null}>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={props.value}
          aria-invalid={props.error !== null}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(filterDecimalText(event.target.value))}
        />
        <span aria-hidden="true">{props.unit}</span>
      </div>
      {props.error && (
        <p id={`${id}-error`} className="calculator__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** One figure of the result, an output named by its term; a dash while the inputs give none. */
function ResultItem({ name, value, tone }: { name: string; value: string | null; tone?: number }) {
  const id = useId();
  return (
    <div>
      <dt id={id}>{name}</dt>
      <dd>
        <output
          aria-labelledby={id}
          data-tone={value !== null && tone !== undefined ? changeTone(tone) : undefined}
        >
          {value ?? '–'}
        </output>
      </dd>
    </div>
  );
}

/**
 * The ROI calculator (platform.md §9): the price move is built with the step buttons, the wager and payout
 * multiplier are typed; ROI is clamped between -100 and the licence's max_roi and the licence's fee mode
 * applies. Guests use it as players do.
 */
export function CalculatorPanel() {
  const licence = useAppStore((state) => state.licence);
  const settings = tradingSettingsOf(licence);
  const [move, setMove] = useState(0);
  const [wager, setWager] = useState(String(CALCULATOR.defaultWager));
  const [multiplier, setMultiplier] = useState(String(CALCULATOR.defaultMultiplier));
  const reading = readCalculator(move, wager, multiplier, settings);
  const { result } = reading;
  const fee = feeRule(settings);
  const moveCaption = useId();

  const steps = (label: string, list: readonly number[]) => (
    <div className="calculator__steps" role="group" aria-label={label}>
      {list.map((step) => (
        <button
          key={step}
          type="button"
          className="calculator__step"
          data-tone={changeTone(step)}
          disabled={step < 0 && move <= CALCULATOR.minMove}
          onClick={() => setMove((current) => addMoveStep(current, step))}
        >
          {stepLabel(step)}
        </button>
      ))}
    </div>
  );

  return (
    <div className="calculator">
      <div className="calculator__move">
        <span id={moveCaption} className="calculator__caption">
          Price move
        </span>
        <output className="calculator__move-value" data-tone={changeTone(move)} aria-labelledby={moveCaption}>
          {formatChange(move)}
        </output>
        <button type="button" className="link-button" disabled={move === 0} onClick={() => setMove(0)}>
          Reset
        </button>
      </div>
      {steps('Price up', UP_STEPS)}
      {steps('Price down', DOWN_STEPS)}

      <div className="calculator__fields">
        <DecimalField label="Wager" unit="$" value={wager} error={reading.wagerError} onChange={setWager} />
        <DecimalField
          label="Payout multiplier"
          unit="x"
          value={multiplier}
          error={reading.multiplierError}
          onChange={setMultiplier}
        />
      </div>

      <dl className="calculator__results">
        <ResultItem name="ROI" value={result && formatChange(result.roi)} tone={result?.roi} />
        <ResultItem name="Profit" value={result && formatUsd(result.profit)} tone={result?.profit} />
        <ResultItem name="Fee" value={result && formatUsd(result.fee)} />
      </dl>
      {reading.clamped === 'max' && (
        <p className="calculator__note">
          Capped at the maximum ROI of {settings.max_roi.toLocaleString('en-US')}%.
        </p>
      )}
      {reading.clamped === 'loss' && (
        <p className="calculator__note">The position busts: the whole wager is lost.</p>
      )}
      <p className="calculator__fee">
        <strong>{fee.mode}</strong> {fee.text}
      </p>
    </div>
  );
}
