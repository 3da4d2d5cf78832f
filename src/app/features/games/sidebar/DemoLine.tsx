import { useId } from 'react';
import { ExtensionGate } from '../../../components/extension-gate';
import { useAppStore } from '../../../stores/app-store';
import { useGameCurrency } from '../hooks';

/**
 * Real or demo: guests always play demo and see their demo balance here; signed-in players switch (the
 * header's Demo toggle is the same setting).
 */
export function DemoLine({ disabled }: { disabled: boolean }) {
  const { guest, demo, balance, code, format } = useGameCurrency();
  const set = useAppStore((state) => state.set);
  const id = useId();

  if (guest) {
    return (
      <div className="game-demo">
        <ExtensionGate route="POST /api/guest/wallet">
          <p className="game-demo__balance">
            Demo balance: <strong>{balance === null ? '…' : `${format(balance)} ${code}`}</strong>
          </p>
        </ExtensionGate>
        <p className="game-demo__note">You are playing with demo money. Sign in to play for real.</p>
      </div>
    );
  }
  return (
    <div className="game-demo game-demo--switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={demo}
        disabled={disabled}
        onChange={(event) => set({ demo: event.target.checked })}
      />
      <label htmlFor={id}>Demo</label>
    </div>
  );
}
