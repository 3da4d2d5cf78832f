import { useState } from 'react';
import { openAuthModal } from '../auth/auth-modal-store';
import { formatPositionAmount } from '../trading/positions/money';
import { AccountLine, type StakeAccount } from '../wallet/stake';
import type { SlipMode, SlipPlan } from './slip-check';
import { placeBets } from './slip-placement';
import { acceptOdds, clearSlip } from './slip-store';

export interface SlipFooterProps {
  mode: SlipMode;
  plan: SlipPlan;
  account: StakeAccount;
}

function placeLabel(plan: SlipPlan, guest: boolean): string {
  if (guest) return 'Sign in to place bets';
  if (Object.keys(plan.changes).length > 0) return 'Accept new odds';
  return plan.bets.length > 1 ? `Place ${plan.bets.length} bets` : 'Place bet';
}

/**
 * The totals, the balance and the one button: 'Sign in to place bets' for a guest, 'Accept new odds' when a
 * selection moved (one click takes the odds now, the next places), else 'Place bet'. What stands in the way
 * is said under it.
 */
export function SlipFooter({ mode, plan, account }: SlipFooterProps) {
  const [sending, setSending] = useState(false);
  const guest = account.userId === null;
  const accepting = Object.keys(plan.changes).length > 0;

  async function press() {
    if (guest) return openAuthModal('auth');
    if (accepting) return acceptOdds(plan.changes);
    if (!plan.ready || sending) return;
    setSending(true);
    try {
      await placeBets(plan.bets, account.currency, account.demo);
    } finally {
      setSending(false);
    }
  }

  return (
    <footer className="slip-footer">
      {mode === 'single' && plan.bets.length > 0 && (
        <dl className="slip-totals">
          <div>
            <dt>Total stake</dt>
            <dd>{formatPositionAmount(plan.totalStake, account.currency)}</dd>
          </div>
          <div>
            <dt>Potential payout</dt>
            <dd>{formatPositionAmount(plan.totalPayout, account.currency)}</dd>
          </div>
        </dl>
      )}
      {!guest && (
        <AccountLine
          demo={account.demo}
          balance={account.balance === null ? '…' : formatPositionAmount(account.balance, account.currency)}
        />
      )}
      <button
        type="button"
        className={`slip-place${accepting ? ' slip-place--accept' : ''}`}
        disabled={!guest && !accepting && (!plan.ready || sending)}
        aria-busy={sending || undefined}
        onClick={() => void press()}
      >
        {placeLabel(plan, guest)}
      </button>
      {plan.problem && !guest && (
        <p className="slip-error" role="alert">
          {plan.problem}
        </p>
      )}
      <button type="button" className="slip-clear" onClick={clearSlip}>
        Clear slip
      </button>
    </footer>
  );
}
