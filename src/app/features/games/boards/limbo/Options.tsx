import { useId, useState } from 'react';
import clsx from 'clsx';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@contract/index';
import { formatChance } from '../../../../components/game-art';
import type { OptionsProps } from '../../game-ui';
import { filterWagerText } from '../../wager';
import { isValidTarget, limboChance } from './view';

const RANGE = `${LIMBO_MIN_TARGET.toFixed(2)} to ${LIMBO_MAX_TARGET.toLocaleString('en-US')}`;

/** The target multiplier: digits and a dot, 2 decimals, 1.01 to 1,000,000; outside that it is marked, not taken. */
export function LimboOptions({ data, onDataChange, disabled }: OptionsProps<'limbo'>) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const typed = text === null ? data.target : Number(text);
  const invalid = text !== null && (text === '' || !isValidTarget(typed));

  return (
    <div className={clsx('board__option', invalid && 'board__option--error')}>
      <label htmlFor={id}>Target multiplier</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text ?? data.target.toFixed(2)}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-chance ${id}-range`}
        onChange={(event) => {
          const next = filterWagerText(event.target.value, 2);
          setText(next);
          const value = Number(next);
          if (next !== '' && isValidTarget(value)) onDataChange({ ...data, target: value });
        }}
        onBlur={() => setText(null)}
      />
      <span id={`${id}-chance`} className="board__option-hint">
        {`Win chance ${formatChance(limboChance(isValidTarget(typed) ? typed : data.target))}`}
      </span>
      <span id={`${id}-range`} className={invalid ? 'board__option-error' : 'board__option-hint'}>
        {invalid ? `The target must be ${RANGE}.` : `From ${RANGE}.`}
      </span>
    </div>
  );
}
