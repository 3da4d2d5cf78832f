import { useEffect, useId, useState, type FormEvent } from 'react';
import { ONRAMP_RULES, type OnrampOrder } from '@contract/onramp';
import { Modal } from '../../components/modal';
import { currentHarness } from '../sim-panel/harness';
import { money } from './format';
import { authenticateOrder, cancelAuthentication, failureText } from './onramp-api';

/** Sim mode: the code the emulated bank "texted" to the card holder. */
function useSimBankCode(orderId: string): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const harness = currentHarness();
    if (!harness) return;
    let active = true;
    void harness.control.onrampChallengeCode(orderId).then((found) => active && setCode(found));
    return () => {
      active = false;
    };
  }, [orderId]);
  return code;
}

interface ThreeDSecureProps {
  order: OnrampOrder;
  /** The order as the bank's answer left it: paid, or failed (wrong code, cancelled). */
  onDone: (order: OnrampOrder) => void;
}

/**
 * The card issuer's 3-D Secure check (emulated): the one-time code approves the payment; a wrong code or a
 * cancel fails it, as a bank's check does. Only the buttons close it.
 */
export function ThreeDSecure({ order, onDone }: ThreeDSecureProps) {
  const codeId = useId();
  const simCode = useSimBankCode(order._id);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function settle(call: Promise<OnrampOrder>) {
    setBusy(true);
    setError(null);
    try {
      onDone(await call);
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    void settle(authenticateOrder(order._id, code));
  }

  return (
    <Modal open dismissible={false} title="3-D Secure" className="buy-3ds">
      <div className="buy-3ds__bank">
        <span className="buy-3ds__logo" aria-hidden="true">
          ◆
        </span>
        <span>Your bank · Secure payment</span>
      </div>
      <p>
        {`Approve a payment of ${money(order.fiat, order.amount)} with your card ending in ${order.card.last4}. `}
        {`Enter the ${ONRAMP_RULES.challengeCodeLength}-digit code sent to your phone.`}
      </p>
      {simCode && (
        <p className="buy-note buy-3ds__sim" role="note">
          Sim mode: the bank&apos;s code is <code>{simCode}</code>
        </p>
      )}
      <form className="buy-3ds__form" onSubmit={confirm}>
        <label htmlFor={codeId}>Verification code</label>
        <input
          id={codeId}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ONRAMP_RULES.challengeCodeLength}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        {error && (
          <p className="buy-alert" role="alert">
            {error}
          </p>
        )}
        <div className="buy-3ds__actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void settle(cancelAuthentication(order._id))}
          >
            Cancel payment
          </button>
          <button type="submit" className="button button--primary" disabled={busy || code.length === 0}>
            Confirm
          </button>
        </div>
      </form>
    </Modal>
  );
}
