import { MINES_MAX, MINES_MIN, MINES_TILES } from '@contract/index';
import { NumberStepper } from '../../components/NumberStepper';
import type { OptionsProps } from '../../game-ui';

/** The mines count: an integer 1..24; anything else typed is marked as an error and not taken. */
export function MinesOptions({ data, onDataChange, disabled }: OptionsProps<'mines'>) {
  return (
    <NumberStepper
      label="Mines"
      value={data.mines}
      min={MINES_MIN}
      max={MINES_MAX}
      disabled={disabled}
      onChange={(mines) => onDataChange({ ...data, mines })}
      hint={`${MINES_TILES - data.mines} gems, ${MINES_MIN} to ${MINES_MAX} mines`}
    />
  );
}
