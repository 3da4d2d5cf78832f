/** The win of the spin counting up, and during free spins the round's win and the spins left. */
import type { Money } from './game-call';
import { useCountUp } from './use-count-up';

interface Props {
  win: number;
  format: Money;
  freeSpins: { left: number; total: number; multiplier: number } | null;
  roundWin: number;
}

export function WinDisplay({ win, format, freeSpins, roundWin }: Props) {
  const shown = useCountUp(win, Math.min(2_000, 500 + win * 40));
  return (
    <div className="slot-status" aria-live="polite">
      {freeSpins && (
        <div className="slot-status__free">
          <span>
            Free spins <strong>{freeSpins.total - freeSpins.left}</strong> / {freeSpins.total}
          </span>
          <span className="slot-status__multiplier">x{freeSpins.multiplier}</span>
          <span>
            Total <strong>{format(roundWin)}</strong>
          </span>
        </div>
      )}
      <div className={`slot-status__win${win > 0 ? ' slot-status__win--on' : ''}`}>
        {win > 0 ? (
          <>
            Win <strong data-testid="slot-win">{format(shown)}</strong>
          </>
        ) : (
          <span className="slot-status__hint">Good luck!</span>
        )}
      </div>
    </div>
  );
}
