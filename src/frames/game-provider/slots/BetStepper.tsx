/** The stake's − / + stepper over the session's bet steps. */
import type { Money } from './game-call';

interface Props {
  bet: number;
  format: Money;
  steps: number[];
  index: number;
  onIndex(index: number): void;
  locked: boolean;
}

export function BetStepper({ bet, format, steps, index, onIndex, locked }: Props) {
  return (
    <div className="slot-controls__bet" role="group" aria-label="Bet">
      <button
        type="button"
        className="slot-round-button"
        aria-label="Lower bet"
        disabled={locked || index === 0}
        onClick={() => onIndex(index - 1)}
      >
        −
      </button>
      <div className="slot-controls__readout">
        <span className="slot-controls__label">Bet</span>
        <strong data-testid="slot-bet">{format(bet)}</strong>
      </div>
      <button
        type="button"
        className="slot-round-button"
        aria-label="Raise bet"
        disabled={locked || index >= steps.length - 1}
        onClick={() => onIndex(index + 1)}
      >
        +
      </button>
    </div>
  );
}
