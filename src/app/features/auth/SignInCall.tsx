/** A guest's call to action on a page of players' things (VIP, affiliate): why to sign in, Sign in, Sign up. */
import type { ReactNode } from 'react';
import { openAuthModal } from './auth-modal-store';
import './sign-in-call.css';

export interface SignInCallProps {
  /** The section's accessible name ('Join the VIP programme'). */
  label: string;
  /** What signing in gives. */
  children: ReactNode;
  className?: string;
}

export function SignInCall({ label, children, className }: SignInCallProps) {
  return (
    <section className={className ? `sign-in-call ${className}` : 'sign-in-call'} aria-label={label}>
      <p>{children}</p>
      <div className="sign-in-call__actions">
        <button type="button" className="button button--primary" onClick={() => openAuthModal('auth')}>
          Sign in
        </button>
        <button type="button" className="button" onClick={() => openAuthModal('register')}>
          Sign up
        </button>
      </div>
    </section>
  );
}
