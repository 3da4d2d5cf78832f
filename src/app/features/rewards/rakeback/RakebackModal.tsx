import { Modal } from '../../../components/modal';
import { useSession } from '../../auth';
import { closePromotionModal, usePromotionModals } from '../../promotions/promotion-modals';
import { SignInButton } from '../../promotions/SignInButton';
import { RakebackClaim } from './RakebackClaim';
import '../rewards.css';

/** The rakeback claim (openPromotionModal('rakeback')); guests are asked to sign in (community.md §5). */
export function RakebackModal() {
  const open = usePromotionModals((state) => state.open === 'rakeback');
  const signedIn = useSession((session) => session.user !== null);
  return (
    <Modal open={open} onClose={closePromotionModal} title="Rakeback" className="rakeback-modal">
      {signedIn ? (
        <RakebackClaim />
      ) : (
        <div className="rakeback-claim">
          <p>Sign in to see and claim your rakeback.</p>
          <SignInButton />
        </div>
      )}
    </Modal>
  );
}
