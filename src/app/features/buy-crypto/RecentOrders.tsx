import { useEffect, useRef, useState } from 'react';
import { userChannel } from '@contract/index';
import { DEPOSIT_EVENTS, DEPOSIT_STATUS, type DepositHistoryEntry } from '@contract/deposits';
import { ONRAMP_EVENTS, type OnrampOrder } from '@contract/onramp';
import { getTransport } from '../../api/api';
import { StatusBadge } from './OrderView';
import { useWallet } from '../wallet';
import { coins, money } from './format';
import { failureText, loadOrders } from './onramp-api';

/** The order replaces the one with its id, or comes first when new (the list is newest first). */
function merge(list: readonly OnrampOrder[], order: OnrampOrder): OnrampOrder[] {
  return list.some((known) => known._id === order._id)
    ? list.map((known) => (known._id === order._id ? order : known))
    : [order, ...list];
}

interface RecentOrdersProps {
  userId: string;
  current: string | null;
  onOpen: (orderId: string) => void;
}

/** The player's latest purchases; one opens in the order view. */
export function RecentOrders({ userId, current, onOpen }: RecentOrdersProps) {
  const [orders, setOrders] = useState<OnrampOrder[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const currencies = useWallet((state) => state.currencies);
  const decimalsOf = (id: string) => currencies.find((currency) => currency.id === id)?.decimals;
  const [round, setRound] = useState(0);
  // A credit is a deposit event, not an order's: the orders' txids tell which deposits are theirs.
  const txids = useRef(new Set<string>());
  useEffect(() => {
    txids.current = new Set((orders ?? []).flatMap((order) => (order.txid ? [order.txid] : [])));
  }, [orders]);

  useEffect(() => {
    let active = true;
    loadOrders().then(
      (list) => active && (setOrders(list), setError(null)),
      (failure: unknown) => active && setError(failureText(failure)),
    );
    return () => {
      active = false;
    };
  }, [round]);

  useEffect(() => {
    const channel = userChannel(userId);
    const { realtime } = getTransport();
    const stopOrders = realtime.listen(channel, ONRAMP_EVENTS.orderUpdate, (payload) =>
      setOrders((list) => merge(list ?? [], payload as OnrampOrder)),
    );
    const stopDeposits = realtime.listen(channel, DEPOSIT_EVENTS.depositUpdate, (payload) => {
      const deposit = payload as DepositHistoryEntry;
      if (deposit.status === DEPOSIT_STATUS.credited && txids.current.has(deposit.txid))
        setRound((value) => value + 1);
    });
    return () => {
      stopOrders();
      stopDeposits();
    };
  }, [userId]);

  return (
    <section className="buy-recent" aria-label="Recent purchases">
      <h2>Recent purchases</h2>
      {error && (
        <p className="buy-alert" role="alert">
          {error}
        </p>
      )}
      {orders?.length === 0 && <p className="buy-hint">Your card purchases will show here.</p>}
      {orders && orders.length > 0 && (
        <ul>
          {orders.map((order) => (
            <li key={order._id}>
              <button
                type="button"
                className="buy-recent__order"
                aria-current={order._id === current ? 'true' : undefined}
                onClick={() => onOpen(order._id)}
              >
                <span className="buy-recent__what">
                  <strong>{coins(order.receive, order.currency, decimalsOf(order.currency))}</strong>
                  <span>{`${money(order.fiat, order.amount)} · ${new Date(order.created_at).toLocaleString()}`}</span>
                </span>
                <StatusBadge status={order.status} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
