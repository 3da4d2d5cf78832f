import { useId } from 'react';
import { Modal } from '../../components/modal';
import { useAuthModal, type AuthTab } from './auth-modal-store';
import { ForgotPasswordForm, LoginForm, RegisterForm, WalletOption } from './forms/lazy-forms';

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'auth', label: 'Sign in' },
  { id: 'register', label: 'Sign up' },
];

/**
 * The login and register modal with its tabs, and the forgot-password form in its place. One Modal serves
 * every view, so switching views keeps its place in the stack and the focus to give back on close.
 */
export function AuthModal() {
  const view = useAuthModal((state) => state.view);
  const open = useAuthModal((state) => state.open);
  const close = useAuthModal((state) => state.close);
  const baseId = useId();
  const tabId = (tab: AuthTab) => `${baseId}-${tab}`;
  const forgot = view === 'forgot';
  const tab: AuthTab = view === 'register' ? 'register' : 'auth';

  return (
    <Modal
      open={view !== null}
      onClose={close}
      title={forgot ? 'Forgot password' : undefined}
      labelledBy={forgot ? undefined : tabId(tab)}
    >
      {forgot ? (
        <ForgotPasswordForm onBack={() => open('auth')} />
      ) : (
        <>
          <div role="tablist" className="auth-tabs" aria-label="Account">
            {TABS.map(({ id, label }) => (
              <button
                key={id}
                id={tabId(id)}
                type="button"
                role="tab"
                aria-selected={tab === id}
                aria-controls={`${baseId}-panel`}
                className="auth-tab"
                onClick={() => open(id)}
              >
                {label}
              </button>
            ))}
          </div>
          <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(tab)}>
            {tab === 'auth' ? (
              <LoginForm onSignedIn={close} onForgotPassword={() => open('forgot')} />
            ) : (
              <RegisterForm onSignedIn={close} />
            )}
          </div>
          <WalletOption />
        </>
      )}
    </Modal>
  );
}
