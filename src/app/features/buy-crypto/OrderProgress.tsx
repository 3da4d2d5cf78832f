import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { OnrampOrder } from '@contract/onramp';
import { cardBrandLabel, chainName, coins, money, shortId } from './format';
import { useCurrency } from './use-offers';

type StepState = 'done' | 'current' | 'todo' | 'failed';

interface Step {
  title: string;
  state: StepState;
  detail: ReactNode;
}

const STATE_NAMES: Record<StepState, string> = {
  done: 'done',
  current: 'in progress',
  todo: 'to come',
  failed: 'failed',
};

function paymentStep(order: OnrampOrder): Step {
  const card = `${cardBrandLabel(order.card.brand)} •••• ${order.card.last4}`;
  if (order.status === 'authenticating')
    return { title: 'Card payment', state: 'current', detail: `Waiting for 3-D Secure (${card})` };
  if (order.status === 'failed')
    return { title: 'Card payment', state: 'failed', detail: order.failure_reason ?? 'The payment failed.' };
  return {
    title: 'Card payment',
    state: 'done',
    detail: `${money(order.fiat, order.amount)} paid with ${card}`,
  };
}

function deliverySteps(order: OnrampOrder, received: string): Step[] {
  const sent = order.status === 'sent' || order.status === 'completed';
  const done = order.status === 'completed';
  const { confirmations, confirmations_needed: needed } = order;
  return [
    {
      title: 'Coins sent',
      state: sent ? 'done' : order.status === 'paid' ? 'current' : 'todo',
      detail: sent ? (
        <>
          {`${received} on ${chainName(order.chain)}, transaction `}
          <code title={order.txid ?? undefined}>{shortId(order.txid ?? '')}</code>
        </>
      ) : (
        `${received} to your deposit address`
      ),
    },
    {
      title: 'Confirmations',
      state: done ? 'done' : sent ? 'current' : 'todo',
      detail: (
        <>
          <span data-testid="order-confirmations">{`${confirmations}/${needed}`}</span>
          <progress max={needed} value={confirmations} aria-label="Confirmations" />
        </>
      ),
    },
    {
      title: 'Credited',
      state: done ? 'done' : 'todo',
      detail: done
        ? `Added to your ${order.currency.toUpperCase()} balance`
        : `Once the chain has ${needed} confirmations`,
    },
  ];
}

/** The order's way from the card to the balance: payment, coins sent, confirmations, credited. */
export function OrderProgress({ order }: { order: OnrampOrder }) {
  const decimals = useCurrency(order.currency)?.decimals;
  const received = coins(order.receive, order.currency, decimals);
  const steps = [paymentStep(order), ...(order.status === 'failed' ? [] : deliverySteps(order, received))];
  return (
    <ol className="buy-progress" aria-label="Order progress">
      {steps.map((step) => (
        <li key={step.title} className={clsx('buy-progress__step', `buy-progress__step--${step.state}`)}>
          <span className="buy-progress__mark" aria-hidden="true" />
          <div>
            <h3>
              {step.title} <span className="visually-hidden">{`(${STATE_NAMES[step.state]})`}</span>
            </h3>
            <p>{step.detail}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
