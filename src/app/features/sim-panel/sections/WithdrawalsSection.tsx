import { useCallback, useEffect, useState } from 'react';
import type { StaffWithdrawal } from '@contract/index';
import { WITHDRAW_STATUS } from '@contract/withdrawals';
import type { HarnessHandle } from '../../../transport';
import { chainName } from '../../wallet/modal/wallet-options';
import { attempt } from '../attempt';

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function PendingWithdrawal(props: {
  entry: StaffWithdrawal;
  onApprove: () => void;
  onDecline: (reason: string) => void;
}) {
  const { entry } = props;
  const [reason, setReason] = useState('');
  const label = `${entry.sum} ${entry.currency.toUpperCase()} of ${entry.user.name}`;
  return (
    <li className="sim-withdrawal" aria-label={label}>
      <div className="sim-withdrawal__head">
        <strong>{entry.user.name}</strong>
        <span>VIP {entry.user.vipLevel}</span>
        <span className="sim-withdrawal__status">
          {entry.status === WITHDRAW_STATUS.inReview ? 'In review' : 'Pending'}
        </span>
      </div>
      <p>
        {`${entry.sum} ${entry.currency.toUpperCase()} (fee ${entry.fee}) on ${chainName(entry.type)}, `}
        {`${TIME.format(new Date(entry.created_at))} UTC`}
        <br />
        <code>{entry.address}</code>
      </p>
      <div className="sim-panel__row">
        <input
          aria-label={`Decline reason for ${label}`}
          placeholder="Decline reason (optional)"
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
        />
        <button type="button" className="button button--primary" onClick={props.onApprove}>
          Approve
        </button>
        <button type="button" className="button" onClick={() => props.onDecline(reason.trim())}>
          Decline
        </button>
      </div>
    </li>
  );
}

/** The cashier's queue as staff see it (control.pendingWithdrawals): VIP first, then oldest first. */
export function WithdrawalsSection({ harness }: { harness: HarnessHandle }) {
  const [pending, setPending] = useState<StaffWithdrawal[] | null>(null);
  const reload = useCallback(
    () => void attempt(async () => setPending(await harness.control.pendingWithdrawals())),
    [harness],
  );
  useEffect(reload, [reload]);

  const act = (action: () => Promise<unknown>, done: string) =>
    void attempt(async () => {
      await action();
      setPending(await harness.control.pendingWithdrawals());
    }, done);

  return (
    <section aria-labelledby="sim-panel-withdrawals">
      <h3 id="sim-panel-withdrawals">Pending withdrawals</h3>
      <p>
        Approving pays at once (the payout goes on its chain); declining returns the reserved sum to the
        player.
      </p>
      <div className="sim-panel__row">
        <button type="button" className="button" onClick={reload}>
          Refresh
        </button>
      </div>
      {pending && pending.length === 0 && <p>No withdrawal is waiting.</p>}
      {pending && pending.length > 0 && (
        <ul className="sim-withdrawals" aria-label="Pending withdrawals">
          {pending.map((entry) => (
            <PendingWithdrawal
              key={entry._id}
              entry={entry}
              onApprove={() => act(() => harness.control.approveWithdrawal(entry._id), 'Withdrawal paid')}
              onDecline={(reason) =>
                act(
                  () => harness.control.declineWithdrawal(entry._id, reason || undefined),
                  'Withdrawal declined',
                )
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
