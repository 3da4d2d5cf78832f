import { useEffect } from 'react';
import { whenIdle } from '../../components/lazy';
import { AuthModal } from './AuthModal';
import { ExpiredSessionModal } from './ExpiredSessionModal';
import { ForcedEmailModal } from './ForcedEmailModal';
import { prefetchAuthForms } from './forms/lazy-forms';
import { SignatureRequestModal } from './metamask/SignatureRequestModal';
import { TwoFactorModal } from './two-factor/TwoFactorModal';
import './auth.css';

/**
 * Every modal of the sign-in area, mounted once in the layout. The order is the stacking order: the
 * two-factor and expired-session modals come last so they sit above anything they interrupt.
 */
export function AuthModals() {
  useEffect(() => whenIdle(prefetchAuthForms), []);
  return (
    <>
      <AuthModal />
      <ForcedEmailModal />
      <SignatureRequestModal />
      <TwoFactorModal />
      <ExpiredSessionModal />
    </>
  );
}
