import { formatAmount } from '../ui';
import { chipFace } from './chips';

/** The chips the player picks from; the chosen one is what a click on the felt bets. */
export function ChipRack({
  values,
  chosen,
  onChoose,
  currency,
}: {
  values: readonly number[];
  chosen: number;
  onChoose: (value: number) => void;
  currency: string;
}) {
  return (
    <div className="lv-chips" role="radiogroup" aria-label="Chip value">
      {values.map((value, index) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={value === chosen}
          aria-label={formatAmount(value, currency)}
          title={formatAmount(value, currency)}
          className={`lv-chip lv-chip--${index}${value === chosen ? ' lv-chip--chosen' : ''}`}
          onClick={() => onChoose(value)}
        >
          {chipFace(index)}
        </button>
      ))}
      <span className="lv-chips__value">{formatAmount(chosen, currency)}</span>
    </div>
  );
}
