import { useId } from 'react';
import { STAIRS_DIFFICULTIES, STAIRS_STONES, type StairsDifficulty } from '@contract/index';
import type { OptionsProps } from '../../game-ui';

const NAMES: Record<StairsDifficulty, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export function StairsOptions({ data, onDataChange, disabled }: OptionsProps<'stairs'>) {
  const id = useId();
  return (
    <div className="board__option">
      <label htmlFor={id}>Difficulty</label>
      <select
        id={id}
        value={data.difficulty}
        disabled={disabled}
        onChange={(event) => onDataChange({ ...data, difficulty: event.target.value as StairsDifficulty })}
      >
        {STAIRS_DIFFICULTIES.map((difficulty) => (
          <option key={difficulty} value={difficulty}>
            {`${NAMES[difficulty]} (${STAIRS_STONES[difficulty]} ${STAIRS_STONES[difficulty] === 1 ? 'stone' : 'stones'} a row)`}
          </option>
        ))}
      </select>
    </div>
  );
}
