import { openAuthModal } from '../auth';

/** The sign-up promo guests see on the casino home (community.md §2 "Home page"). */
export function GuestPromo() {
  return (
    <section className="guest-promo" aria-labelledby="guest-promo-title">
      <h2 id="guest-promo-title">Start winning now!</h2>
      <p>100% deposit match up to $1,000.</p>
      <button type="button" className="button button--primary" onClick={() => openAuthModal('register')}>
        Register instantly
      </button>
    </section>
  );
}
