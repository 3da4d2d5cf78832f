import { useState } from 'react';
import { toast } from '../components/toast';
import { api } from '../api/api';
import { useSession } from '../features/auth';
import { ChangeEmailModal } from './ChangeEmailModal';

/** Texts of community.md §8 for the verification email. */
const SENT = "Verification email was sent. If you can't find it, check your spam folder.";
const TOO_QUICK = "You're too quick, try again in a few minutes.";

/** For signed-in users whose email is not verified: send the verification email, or change the address. */
export function EmailVerificationBar() {
  const user = useSession((session) => session.user);
  const [sending, setSending] = useState(false);
  const [changing, setChanging] = useState(false);

  if (!user?.email || user.email_verified) return null;

  const sendVerification = async () => {
    setSending(true);
    try {
      await api('POST /api/user/verifyEmail');
      toast.success(SENT);
    } catch {
      toast.error(TOO_QUICK);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="notice-bar" role="region" aria-label="Email verification">
      <p>
        Verify your email <strong>{user.email}</strong> to unlock deposits.
      </p>
      <div className="notice-bar__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          onClick={sendVerification}
        >
          {sending ? 'Sending...' : 'Send verification email'}
        </button>
        <button type="button" className="button" onClick={() => setChanging(true)}>
          Change email
        </button>
      </div>
      <ChangeEmailModal open={changing} onClose={() => setChanging(false)} />
    </div>
  );
}
