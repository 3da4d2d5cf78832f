import { useState } from 'react';
import type { OnrampOrder, OnrampStatus } from '@contract/onramp';
import { useWalletModal } from '../wallet';
import { OrderProgress } from './OrderProgress';
import { ThreeDSecure } from './ThreeDSecure';
import { coins } from './format';
import { useCurrency } from './use-offers';
import { useOrder } from './use-order';

export const STATUS_NAMES: Record<OnrampStatus, string> = {
  authenticating: '3-D Secure',
  failed: 'Failed',
  paid: 'Paid',
  sent: 'Confirming',
  completed: 'Completed',
};

export function StatusBadge({ status }: { status: OnrampStatus }) {
  return <span className={`buy-status buy-status--${status}`}>{STATUS_NAMES[status]}</span>;
}

interface OrderViewProps {
  orderId: string;
  userId: string;
  /** The order as the payment answered it, when the page just paid. */
  known: OnrampOrder | null;
  onAgain: () => void;
}

/** Step 3: the order's progress, the bank's 3-D Secure while it waits for it, and what to do next. */
export function OrderView({ orderId, userId, known, onAgain }: OrderViewProps) {
  const { order, error, show } = useOrder(orderId, userId, known);
  // The bank's check opens by itself right after the payment; a listed order reopens it with the button.
  const [challenge, setChallenge] = useState(known?.status === 'authenticating');
  const openHistory = useWalletModal((state) => state.openHistory);
  const decimals = useCurrency(order?.currency ?? '')?.decimals;

  if (!order)
    return error ? (
      <p className="buy-alert" role="alert">
        {error}
      </p>
    ) : (
      <p aria-busy="true">Loading…</p>
    );

  return (
    <section className="buy-order" aria-label="Order">
      <header className="buy-order__head">
        <h2>{`Buying ${coins(order.receive, order.currency, decimals)}`}</h2>
        <StatusBadge status={order.status} />
      </header>
      <OrderProgress order={order} />
      {error && (
        <p className="buy-alert" role="alert">
          {error}
        </p>
      )}
      <div className="buy-order__actions">
        {order.status === 'authenticating' && (
          <button type="button" className="button button--primary" onClick={() => setChallenge(true)}>
            Continue 3-D Secure
          </button>
        )}
        <button type="button" className="button" onClick={onAgain}>
          {order.status === 'failed' ? 'Try again' : 'Buy more'}
        </button>
        {order.status !== 'failed' && order.status !== 'authenticating' && (
          <button type="button" className="button" onClick={() => openHistory('deposits')}>
            Deposit history
          </button>
        )}
      </div>
      {challenge && order.status === 'authenticating' && (
        <ThreeDSecure
          order={order}
          onDone={(settled) => {
            show(settled);
            setChallenge(false);
          }}
        />
      )}
    </section>
  );
}
