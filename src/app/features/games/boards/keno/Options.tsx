import { useId } from 'react';
import type { Risk } from '@contract/index';
import type { OptionsProps } from '../../game-ui';
import { RISKS } from './view';

const RISK_NAMES: Record<Risk, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export function KenoOptions({ data, onDataChange, disabled }: OptionsProps<'keno'>) {
  const id = useId();
  return (
    <div className="board__option">
      <label htmlFor={id}>Risk</label>
      <select
        id={id}
        value={data.risk}
        disabled={disabled}
        onChange={(event) => onDataChange({ ...data, risk: event.target.value as Risk })}
      >
        {RISKS.map((risk) => (
          <option key={risk} value={risk}>
            {RISK_NAMES[risk]}
          </option>
        ))}
      </select>
    </div>
  );
}
