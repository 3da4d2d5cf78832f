import { useState, type FormEvent } from 'react';
import type { FuturesPosition } from '@contract/trading';
import { failureText } from '../markets-store';
import { limitErrors, parsePositive } from '../order/order-form';
import { PriceField } from '../order/PriceField';
import { setPositionLimits } from './positions-store';

const textOf = (price: number | null, decimals: number) => (price === null ? '' : price.toFixed(decimals));

/** Moves or clears an open position's take profit and stop loss (an empty field clears its level). */
export function LimitsEditor({
  position,
  decimals,
  onDone,
}: {
  position: FuturesPosition;
  decimals: number;
  onDone(): void;
}) {
  const [takeProfit, setTakeProfit] = useState(textOf(position.takeProfit, decimals));
  const [stopLoss, setStopLoss] = useState(textOf(position.stopLoss, decimals));
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const parsed = { takeProfit: parsePositive(takeProfit), stopLoss: parsePositive(stopLoss) };
  const errors = limitErrors(
    position.direction,
    position.entryPrice,
    position.bustPrice,
    parsed.takeProfit,
    parsed.stopLoss,
  );
  const valid = Object.keys(errors).length === 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    try {
      await setPositionLimits(position._id, parsed.takeProfit, parsed.stopLoss);
      onDone();
    } catch (error) {
      setRefusal(failureText(error));
      setPending(false);
    }
  }

  return (
    <form
      className="position__limits"
      aria-label="Take profit and stop loss"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <PriceField
        label="Take profit"
        value={takeProfit}
        onChange={(value) => (setTakeProfit(value), setRefusal(null))}
        placeholder="None"
        error={errors.takeProfit}
      />
      <PriceField
        label="Stop loss"
        value={stopLoss}
        onChange={(value) => (setStopLoss(value), setRefusal(null))}
        placeholder="None"
        error={errors.stopLoss}
      />
      <div className="position__actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={!valid || pending}>
          Save
        </button>
      </div>
      {refusal && (
        <p className="order__refusal" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
