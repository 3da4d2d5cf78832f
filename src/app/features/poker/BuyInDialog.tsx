import { useState } from 'react';
import type { PokerChipValue, PokerLobbyTable } from '@contract/provider/poker';
import { Modal } from '../../components/modal';
import { dollars, inCurrency, stakesText } from './stakes';

interface BuyInDialogProps {
  table: PokerLobbyTable;
  chip: PokerChipValue;
  demo: boolean;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onConfirm(chips: number): void;
}

/** The buy-in: 40 to 100 big blinds, in big-blind steps, with what it costs in the wallet's currency. */
export function BuyInDialog({ table, chip, demo, busy, error, onClose, onConfirm }: BuyInDialogProps) {
  const big = table.blinds.big;
  const [chips, setChips] = useState(table.buyIn.max);
  return (
    <Modal open onClose={onClose} title={`Sit at ${table.name}`}>
      <form
        className="poker-buy-in"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(chips);
        }}
      >
        <p className="poker-buy-in__stakes">
          Blinds {stakesText(table.blinds)} · buy-in {table.buyIn.min / big} to {table.buyIn.max / big} big
          blinds
        </p>
        <label className="poker-buy-in__amount">
          <span>Buy-in</span>
          <strong>
            {dollars(chips)} <small>({chips / big} BB)</small>
          </strong>
          <input
            type="range"
            min={table.buyIn.min}
            max={table.buyIn.max}
            step={big}
            value={chips}
            onChange={(event) => setChips(Number(event.target.value))}
            aria-label="Buy-in in big blinds"
          />
        </label>
        <p className="poker-buy-in__cost">
          {demo ? 'Demo money' : 'From your balance'}: <strong>{inCurrency(chips, chip)}</strong>. What is
          left of your stack goes back to your balance when you leave.
        </p>
        {error && (
          <p className="poker-buy-in__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Taking the seat…' : 'Take the seat'}
        </button>
      </form>
    </Modal>
  );
}
