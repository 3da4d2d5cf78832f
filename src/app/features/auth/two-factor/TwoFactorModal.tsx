import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/toast';
import { ApiError, CODES, HTTP, LIMITS, MESSAGES } from '@contract/index';
import { useTwoFactorGuard } from '../../../api/guards';
import { openAuthModal } from '../auth-modal-store';
import { useSession } from '../session/session-store';
import { Modal } from '../../../components/modal';
import { CodeBoxes } from './CodeBoxes';

const EMPTY: readonly string[] = Array.from({ length: LIMITS.twoFactorDigits }, () => '');

/** A wrong code's toast; a cool-down after too many says in the server's words how long it lasts. */
const codeFailureText = (failure: unknown) =>
  failure instanceof ApiError && failure.code === CODES.tooManyAttempts
    ? failure.message
    : MESSAGES.wrongTwoFactorCode;

/**
 * The two-factor modal (platform.md §4 "Two-factor"), opened by the guard when a call answers -1024. It
 * cannot be dismissed: the held calls wait for a valid code.
 */
export function TwoFactorModal() {
  const open = useTwoFactorGuard((state) => state.open);
  return (
    <Modal open={open} dismissible={false} title="Two-factor authentication">
      <TwoFactorForm />
    </Modal>
  );
}

function TwoFactorForm() {
  const checking = useTwoFactorGuard((state) => state.checking);
  const submit = useTwoFactorGuard((state) => state.submit);
  const [digits, setDigits] = useState<readonly string[]>(EMPTY);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const busy = checking || sending;

  // The first box takes focus on open and after a failed code, once the inputs are enabled again.
  useEffect(() => {
    if (!busy) boxes.current[0]?.focus();
  }, [busy, attempt]);

  async function send(code: string) {
    setSending(true);
    const valid = await submit(code).catch(() => false);
    setSending(false);
    if (valid) return;
    const { failure, cancel } = useTwoFactorGuard.getState();
    if (failure instanceof ApiError && failure.status === HTTP.unauthorized) {
      // The session is over (too many wrong codes end it): sign out and offer the login again.
      cancel(failure);
      useSession.getState().endSession();
      openAuthModal('auth');
      toast.error(failure.message || MESSAGES.unauthenticated);
      return;
    }
    setDigits(EMPTY);
    setAttempt((count) => count + 1);
    toast.error(codeFailureText(failure));
  }

  function change(next: readonly string[]) {
    setDigits(next);
    if (next.every((digit) => digit !== '')) void send(next.join(''));
  }

  const remaining = digits.filter((digit) => digit === '').length;
  return (
    <div className="two-factor">
      <p className="two-factor-hint">{MESSAGES.twoFactorRequired}</p>
      <CodeBoxes digits={digits} disabled={busy} boxes={boxes} onChange={change} />
      <p className="two-factor-status" role="status">
        {busy ? '…' : `${remaining} ${remaining === 1 ? 'digit' : 'digits'} remaining`}
      </p>
    </div>
  );
}
