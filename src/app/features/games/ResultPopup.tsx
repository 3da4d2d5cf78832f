import { formatMultiplier } from '../../format/multiplier';
import { useGameCurrency } from './hooks';
import { useGameSession } from './stores/game-session-store';

/** The result over the board: multiplier and payout of a settled round (none for a cancelled game). */
export function ResultPopup() {
  const result = useGameSession((state) => state.result);
  const dismiss = useGameSession((state) => state.dismissResult);
  const { format } = useGameCurrency();
  if (!result) return null;
  return (
    <div
      className={result.win ? 'game-result game-result--win' : 'game-result game-result--lose'}
      role="status"
      aria-label="Round result"
    >
      <span className="game-result__title">{result.win ? 'You won' : 'No win'}</span>
      <strong className="game-result__multiplier">{formatMultiplier(result.multiplier)}</strong>
      <span className="game-result__payout">{`${format(result.payout)} ${result.currency.toUpperCase()}`}</span>
      <button type="button" className="game-result__dismiss" aria-label="Dismiss result" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
