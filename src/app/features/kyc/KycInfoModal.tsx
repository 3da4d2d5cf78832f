import { useEffect, useState } from 'react';
import type { User } from '@contract/index';
import { KYC_TEXTS } from '@contract/kyc';
import { WITHDRAW_RULES } from '@contract/withdrawals';
import { Icon, type IconName } from '../../components/Icon';
import { Modal } from '../../components/modal';
import { useSession } from '../auth';
import { isKycStateFailure, kycFailureText, requestVerificationForm } from './kyc-api';
import { useKycModal } from './kyc-modal-store';
import { kycStanding } from './kyc-state';

const NEEDED: readonly { icon: IconName; title: string; detail: string }[] = [
  { icon: 'idCard', title: 'An identity document', detail: 'Passport or national ID card' },
  { icon: 'selfie', title: 'A selfie', detail: 'We match it with the photo in the document' },
  { icon: 'clock', title: 'About 3 minutes', detail: 'The check itself takes a few more' },
];

const threshold = `$${WITHDRAW_RULES.kycThresholdUsd.toLocaleString('en-US')}`;

function StartVerification({ user }: { user: User }) {
  const openFrame = useKycModal((state) => state.openKycFrame);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setFailure(null);
    try {
      openFrame(await requestVerificationForm(user._id));
    } catch (error) {
      setFailure(kycFailureText(error));
      // Verified or pending meanwhile (another tab, the provider's verdict): show where things stand.
      if (isKycStateFailure(error)) void useSession.getState().refreshUser();
    } finally {
      setStarting(false);
    }
  }

  return (
    <div className="kyc-info">
      <p className="kyc-info__lead">
        {user.is_kyc_required
          ? `Withdrawals above ${threshold} need a verified identity.`
          : 'Verify once, and withdraw any amount without waiting.'}{' '}
        Like every licensed casino, we confirm who our players are before paying out large sums: it protects
        your account and your winnings.
      </p>
      <h3 className="kyc-info__heading">What you need</h3>
      <ul className="kyc-needs">
        {NEEDED.map((item) => (
          <li key={item.icon}>
            <span className="kyc-needs__icon">
              <Icon name={item.icon} />
            </span>
            <span>
              <strong>{item.title}</strong>
              <small>{item.detail}</small>
            </span>
          </li>
        ))}
      </ul>
      <p className="kyc-info__privacy">
        Your documents go straight to our verification partner, VeriPass, and are used for this check only.
      </p>
      {failure && (
        <p className="kyc-info__failure" role="alert">
          {failure}
        </p>
      )}
      <button
        type="button"
        className="button button--primary kyc-info__start"
        disabled={starting}
        onClick={start}
      >
        {starting ? 'Starting…' : 'Start verification'}
      </button>
    </div>
  );
}

/** The wait message (pending) and the verified note: an icon, the catalogue text, a line, a close button. */
function KycNote({
  icon,
  tone,
  text,
  detail,
}: {
  icon: IconName;
  tone: string;
  text: string;
  detail: string;
}) {
  const close = useKycModal((state) => state.closeKyc);
  return (
    <div className="kyc-note" role="status">
      <span className={`kyc-note__icon kyc-note__icon--${tone}`}>
        <Icon name={icon} />
      </span>
      <p className="kyc-note__text">{text}</p>
      <p className="kyc-note__detail">{detail}</p>
      <button type="button" className="button button--primary" onClick={close}>
        Got it
      </button>
    </div>
  );
}

/** platform.md §4 "KYC": required opens verification; pending shows a wait message. */
export function KycInfoModal({ open }: { open: boolean }) {
  const user = useSession((state) => state.user);
  const close = useKycModal((state) => state.closeKyc);
  const standing = user ? kycStanding(user) : null;
  // The refusal that opened it (is_kyc_required), another tab or the provider may have changed the fields.
  useEffect(() => {
    if (open) void useSession.getState().refreshUser();
  }, [open]);
  return (
    <Modal open={open && user !== null} onClose={close} title="Identity verification" className="kyc-modal">
      {user && standing === 'verified' && (
        <KycNote
          icon="shield"
          tone="ok"
          text={KYC_TEXTS.alreadyVerified}
          detail="Your identity is confirmed: withdrawals of any size are open to you."
        />
      )}
      {user && standing === 'pending' && (
        <KycNote
          icon="clock"
          tone="wait"
          text={KYC_TEXTS.pending}
          detail="Our verification partner is checking your documents. It usually takes a few minutes; we will tell you here as soon as it is done."
        />
      )}
      {user && (standing === 'required' || standing === 'unverified') && <StartVerification user={user} />}
    </Modal>
  );
}
