import { Modal } from '../../components/modal';
import { EmailForm } from './forms/lazy-forms';
import { useSession } from './session/session-store';

/** A signed-in user without an email must set one before going on (platform.md §2). */
export function ForcedEmailModal() {
  const missing = useSession((state) => state.status === 'signedIn' && state.user?.email === null);
  return (
    <Modal open={missing} dismissible={false} title="Set your email">
      <p className="auth-note">Your account has no email yet. Add one to keep using it.</p>
      <EmailForm
        onSaved={(user) => {
          useSession.setState({ user });
          void useSession.getState().refreshUser();
        }}
      >
        <button type="button" className="auth-link" onClick={() => void useSession.getState().logout()}>
          Sign out
        </button>
      </EmailForm>
    </Modal>
  );
}
