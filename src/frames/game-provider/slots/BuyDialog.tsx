/** The confirmation before buying the bonus round. */
import type { Money } from './game-call';

interface Props {
  price: number;
  spins: number;
  format: Money;
  onConfirm(): void;
  onCancel(): void;
}

export function BuyDialog({ price, spins, format, onConfirm, onCancel }: Props) {
  return (
    <div className="slot-sheet slot-sheet--small" role="dialog" aria-modal="true" aria-label="Buy bonus">
      <h2>Buy the bonus?</h2>
      <p className="slot-sheet__text">
        {spins} free spins start at once for <strong>{format(price)}</strong>.
      </p>
      <div className="slot-sheet__buttons">
        <button type="button" className="slot-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="slot-primary" onClick={onConfirm}>
          Buy for {format(price)}
        </button>
      </div>
    </div>
  );
}
