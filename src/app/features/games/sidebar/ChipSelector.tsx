import { CHIPS } from '@contract/index';

/** The chips a currency can stake: none below its smallest unit. */
export function chipsFor(decimals: number): readonly { display: string; value: number }[] {
  const smallest = 10 ** -decimals;
  const eligible = CHIPS.filter((chip) => chip.value >= smallest * (1 - 1e-9));
  return eligible.length ? eligible : CHIPS.slice(-1);
}

/** The chip in use: the one chosen if the currency allows it, else its smallest chip. */
export function chipInUse(chosen: number, decimals: number): number {
  const chips = chipsFor(decimals);
  return chips.some((chip) => chip.value === chosen) ? chosen : chips[0]!.value;
}

export interface ChipSelectorProps {
  value: number;
  decimals: number;
  onChange(value: number): void;
  disabled: boolean;
}

/** Chip list (platform.md §3) for table games: display amounts for values from 1e-8 up to 1e4. */
export function ChipSelector({ value, decimals, onChange, disabled }: ChipSelectorProps) {
  return (
    <div className="chip-selector" role="radiogroup" aria-label="Chip value">
      {chipsFor(decimals).map((chip) => (
        <button
          key={chip.value}
          type="button"
          role="radio"
          aria-checked={chip.value === value}
          aria-label={`Chip ${chip.display}`}
          title={String(chip.value)}
          className={chip.value === value ? 'chip chip--selected' : 'chip'}
          disabled={disabled}
          onClick={() => onChange(chip.value)}
        >
          {chip.display}
        </button>
      ))}
    </div>
  );
}
