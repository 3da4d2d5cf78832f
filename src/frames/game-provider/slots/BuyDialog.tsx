/** The confirmation before buying the bonus round. */
import { money } from './game-call';

interface Props {
  price: number;
  spins: number;
  currency: string;
  onConfirm(): void;
  onCancel(): void;
}

export function BuyDialog({ price, spins, currency, onConfirm, onCancel }: Props) {
  return (
    <div className="slot-sheet slot-sheet--small" role="dialog" aria-modal="true" aria-label="Buy bonus">
      <h2>Buy the bonus?</h2>
      <p className="slot-sheet__text">
        {spins} free spins start at once for <strong>{money(price, currency)}</strong>.
      </p>
      <div className="slot-sheet__buttons">
        <button type="button" className="slot-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="slot-primary" onClick={onConfirm}>
          Buy for {money(price, currency)}
        </button>
      </div>
    </div>
  );
}
