import type { LiveOutcome } from '@contract/provider/live';
import type { SpotChoice } from './Spot';

/** What every kind's betting felt gets. */
export interface BoardProps {
  stakes: ReadonlyMap<string, number>;
  /** The smallest chip's value (stacks on the felt count in it). */
  unit: number;
  onBet: (choice: SpotChoice) => void;
  disabled: boolean;
  /** The round's outcome once shown (the winning spots light up). */
  outcome: LiveOutcome | null;
}
