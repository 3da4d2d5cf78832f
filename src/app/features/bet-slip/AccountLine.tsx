import { useId } from 'react';
import { useAppStore } from '../../stores/app-store';
import type { TradingAccount } from '../trading/order/use-trading-account';
import { formatPositionAmount } from '../trading/positions/money';

/** What the stakes draw from, real or demo by the same Demo switch as the games and the header. */
export function AccountLine({ account }: { account: TradingAccount }) {
  const set = useAppStore((state) => state.set);
  const id = useId();
  return (
    <div className="slip-account">
      <span>
        {account.demo ? 'Demo balance' : 'Balance'}{' '}
        <strong>
          {account.balance === null ? '…' : formatPositionAmount(account.balance, account.currency)}
        </strong>
      </span>
      <span className="slip-switch">
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
