import { useId } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { formatPositionAmount } from '../positions/money';
import type { TradingAccount } from './use-trading-account';

/**
 * What the wager draws from: the balance, real or demo, with the same Demo switch as the games and the
 * header. A guest is told that trading needs an account.
 */
export function AccountLine({ account }: { account: TradingAccount }) {
  const set = useAppStore((state) => state.set);
  const id = useId();
  if (!account.userId) return <p className="order-account">Sign in to trade futures.</p>;
  return (
    <div className="order-account">
      <span>
        {account.demo ? 'Demo balance' : 'Balance'}:{' '}
        <strong>
          {account.balance === null ? '…' : formatPositionAmount(account.balance, account.currency)}
        </strong>
      </span>
      <span className="order-account__demo">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={account.demo}
          onChange={(event) => set({ demo: event.target.checked })}
        />
        <label htmlFor={id}>Demo</label>
      </span>
    </div>
  );
}
