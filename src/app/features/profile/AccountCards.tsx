/**
 * The signed-in player's own account on their profile page: where their identity verification stands (so
 * they can start it before a withdrawal needs it) and the way to give their VIP host a contact.
 */
import type { ReactNode } from 'react';
import type { User } from '@contract/index';
import { Icon, type IconName } from '../../components/Icon';
import { openContactInfo } from '../contact-info';
import { KYC_STANDING_LABELS, kycStanding, openKycInfo, type KycStanding } from '../kyc';

interface AccountCardProps {
  id: string;
  icon: IconName;
  tone: string;
  title: string;
  badge?: ReactNode;
  detail: string;
  action?: { label: string; onClick: () => void } | undefined;
}

function AccountCard({ id, icon, tone, title, badge, detail, action }: AccountCardProps) {
  return (
    <section className="account-card" aria-labelledby={id}>
      <span className={`account-card__icon account-tone--${tone}`}>
        <Icon name={icon} />
      </span>
      <div className="account-card__text">
        <h2 id={id}>
          {title}
          {badge}
        </h2>
        <p>{detail}</p>
      </div>
      {action && (
        <button type="button" className="button account-card__action" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </section>
  );
}

const KYC_DETAILS: Record<KycStanding, string> = {
  verified: 'Your identity is confirmed. Withdrawals of any size are open to you.',
  pending: 'Our verification partner is checking your documents.',
  required: 'Verify your identity to withdraw larger amounts.',
  unverified: 'Verify once and withdraw any amount without waiting.',
};

export function AccountCards({ user }: { user: User }) {
  const standing = kycStanding(user);
  return (
    <div className="account-cards">
      <AccountCard
        id="account-kyc"
        icon="shield"
        tone={standing}
        title="Identity verification"
        badge={
          <span className={`account-badge account-tone--${standing}`}>{KYC_STANDING_LABELS[standing]}</span>
        }
        detail={KYC_DETAILS[standing]}
        action={
          standing === 'verified'
            ? undefined
            : { label: standing === 'pending' ? 'View status' : 'Verify identity', onClick: openKycInfo }
        }
      />
      <AccountCard
        id="account-vip-host"
        icon="support"
        tone="vip"
        title="VIP host"
        detail="Tell your personal host where to reach you for gifts, cashback and higher limits."
        action={{ label: 'Share contact', onClick: openContactInfo }}
      />
    </div>
  );
}
