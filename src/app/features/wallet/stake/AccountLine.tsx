import { useId, type ReactNode } from 'react';
import { useAppStore } from '../../../stores/app-store';
import './account-line.css';

/**
 * What a stake draws from: the balance, real or demo, and the same Demo switch as the games and the header
 * (or, where the money is fixed, what `fixedNote` says instead of the switch).
 */
export function AccountLine({
  demo,
  balance,
  fixedNote,
}: {
  demo: boolean;
  /** The balance as shown ('…' while unknown). */
  balance: string;
  /** Shown in place of the switch when the stake's money is not the player's to choose. */
  fixedNote?: ReactNode;
}) {
  const set = useAppStore((state) => state.set);
  const id = useId();
  return (
    <div className="account-line">
      <span>
        {demo ? 'Demo balance' : 'Balance'}: <strong>{balance}</strong>
      </span>
      {fixedNote === undefined ? (
        <span className="account-line__demo">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={demo}
            onChange={(event) => set({ demo: event.target.checked })}
          />
          <label htmlFor={id}>Demo</label>
        </span>
      ) : (
        fixedNote
      )}
    </div>
  );
}
