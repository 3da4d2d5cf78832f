/**
 * One order as the page follows it: loaded once, then again whenever the player's channel says it moved
 * (the provider sent the coins) or its deposit did (a confirmation, the credit).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { userChannel } from '@contract/index';
import { DEPOSIT_EVENTS, type DepositHistoryEntry } from '@contract/deposits';
import { ONRAMP_EVENTS, type OnrampOrder } from '@contract/onramp';
import { getTransport } from '../../api/api';
import { failureText, loadOrder } from './onramp-api';

export interface OrderState {
  order: OnrampOrder | null;
  error: string | null;
  /** Shows an answer the page already has (the payment's, the 3-D Secure's). */
  show: (order: OnrampOrder) => void;
}

/** `known`: the order as an answer just gave it (shown until the first load). */
export function useOrder(orderId: string, userId: string, known: OnrampOrder | null): OrderState {
  const [state, setState] = useState<{ order: OnrampOrder | null; error: string | null }>({
    order: known?._id === orderId ? known : null,
    error: null,
  });
  const [round, setRound] = useState(0);
  // The deposit events name a transaction, not an order: the order's txid, once sent, tells them apart.
  const txid = useRef<string | null>(null);
  useEffect(() => {
    txid.current = state.order?.txid ?? null;
  }, [state.order]);

  useEffect(() => {
    let active = true;
    loadOrder(orderId).then(
      (order) => active && setState({ order, error: null }),
      (failure: unknown) => active && setState((known) => ({ ...known, error: failureText(failure) })),
    );
    return () => {
      active = false;
    };
  }, [orderId, round]);

  useEffect(() => {
    const realtime = getTransport().realtime;
    const channel = userChannel(userId);
    const reload = () => setRound((value) => value + 1);
    const stopOrder = realtime.listen(channel, ONRAMP_EVENTS.orderUpdate, (payload) => {
      if ((payload as OnrampOrder)._id === orderId) setState({ order: payload as OnrampOrder, error: null });
    });
    const stopDeposit = realtime.listen(channel, DEPOSIT_EVENTS.depositUpdate, (payload) => {
      if (txid.current !== null && txid.current === (payload as DepositHistoryEntry).txid) reload();
    });
    return () => {
      stopOrder();
      stopDeposit();
    };
  }, [orderId, userId]);

  const show = useCallback((order: OnrampOrder) => setState({ order, error: null }), []);
  return { ...state, show };
}
