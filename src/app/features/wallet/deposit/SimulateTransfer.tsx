import { useId, useState } from 'react';
import { toast } from '../../../components/toast';
import { filterDecimalText } from '../../../format/decimal-input';
import { currentHarness } from '../../sim-panel/harness';
import { failureText } from './deposit-api';

interface SimulateTransferProps {
  currency: string;
  chain: string;
  address: string;
  /** The amount the field starts with (an aggregator invoice's exact amount). */
  defaultAmount?: string;
  onSent: () => void;
}

/** Sim mode only: a transfer to the address from an outside wallet, through the QA control. */
export function SimulateTransfer({
  currency,
  chain,
  address,
  defaultAmount = '',
  onSent,
}: SimulateTransferProps) {
  const harness = currentHarness();
  const amountId = useId();
  const [amount, setAmount] = useState(defaultAmount);
  const [sending, setSending] = useState(false);
  if (!harness) return null;

  async function send() {
    setSending(true);
    try {
      await harness!.control.sendToAddress({ currency, chain, address, amount });
      setAmount('');
      onSent();
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="deposit-simulate">
      <label htmlFor={amountId}>Transfer amount</label>
      <input
        id={amountId}
        inputMode="decimal"
        value={amount}
        placeholder="0.01"
        onChange={(event) => setAmount(filterDecimalText(event.target.value))}
      />
      <button
        type="button"
        className="button"
        disabled={sending || !(Number(amount) > 0)}
        onClick={() => void send()}
      >
        Simulate a transfer
      </button>
    </div>
  );
}
