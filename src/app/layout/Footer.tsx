import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@contract/index';
import { openAuthModal, useSession } from '../features/auth';
import { openPromotionModal } from '../features/promotions/promotion-modals';
import { InstallAppEntry } from '../features/pwa';
import { COMMUNITY_NAMES, CONTACT_EMAILS, PATHS, POLICY_LINKS } from './nav-links';

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="footer__section">
      <h2 className="footer__title">{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

export function Footer() {
  const signedIn = useSession((session) => session.user !== null);
  // Guests are asked to sign in before the promo code dialog (community.md §5).
  const redeemCode = () => (signedIn ? openPromotionModal('redeemCode') : openAuthModal('auth'));

  return (
    <footer className="app-footer">
      <div className="footer__sections">
        <FooterSection title="Platform">
          <li>
            <Link to={PATHS.partner}>Affiliate Program</Link>
          </li>
          <li>
            <button type="button" className="link-button" onClick={redeemCode}>
              Redeem Code
            </button>
          </li>
          <li>
            <Link to={PATHS.vip}>Vip Program</Link>
          </li>
          <InstallAppEntry />
        </FooterSection>
        <FooterSection title="Policy">
          {POLICY_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </FooterSection>
        <FooterSection title="Community">
          {COMMUNITY_NAMES.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </FooterSection>
      </div>
      <p className="footer__contact">
        {CONTACT_EMAILS.map(({ label, address }) => (
          <span key={address}>
            {label}: {address}
          </span>
        ))}
      </p>
      <p className="footer__notice">
        {LIMITS.minimumAge}+ only. This is a demo: no real money is played and nothing here is a real casino.
      </p>
    </footer>
  );
}
