import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

export interface Choice {
  value: string;
  /** The accessible name. */
  label: string;
  /** What the tile shows, when more than the label. */
  content?: ReactNode;
}

interface ChoiceGroupProps {
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  /** 'tiles' for a grid of currencies, 'segments' for a row of toggles. */
  look: 'tiles' | 'segments';
  /** Hide the legend (another label names the group). */
  quietLegend?: boolean;
}

/** A radio group drawn as tiles or segments: the keyboard moves with the arrows, as in any radio group. */
export function ChoiceGroup({
  legend,
  choices,
  value,
  onChange,
  look,
  quietLegend = false,
}: ChoiceGroupProps) {
  const name = useId();
  return (
    <fieldset className={`buy-choices buy-choices--${look}`}>
      <legend className={clsx(quietLegend && 'visually-hidden')}>{legend}</legend>
      <div className="buy-choices__list">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={clsx('buy-choice', choice.value === value && 'buy-choice--on')}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              aria-label={choice.label}
              onChange={() => onChange(choice.value)}
            />
            {choice.content ?? choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
