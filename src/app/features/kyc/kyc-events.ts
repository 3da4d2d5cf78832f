/**
 * The provider's webhook reaches the player as `event:kycVerification` on their private channel: the user is
 * refreshed (its is_kyc_* fields changed) and a verdict is told in a toast, with the next step as its action.
 */
import { userChannel } from '@contract/index';
import { KYC_EVENTS, type KycUpdate } from '@contract/kyc';
import { toast } from '../../components/toast';
import { getTransport } from '../../api/api';
import { useSession } from '../auth';
import { useWalletModal } from '../wallet/wallet-modal-store';
import { openKycInfo } from './kyc-modal-store';

export function showKycVerdict(update: KycUpdate): void {
  if (update.status === 'verified') {
    toast.success('Identity verified', {
      description: 'Withdrawals of any size are open to you.',
      action: { label: 'Withdraw', onClick: () => useWalletModal.getState().openWallet('withdraw') },
    });
  } else if (update.status === 'rejected') {
    toast.error('Identity verification declined', {
      description: update.reason ?? undefined,
      action: { label: 'Try again', onClick: openKycInfo },
    });
  }
}

/** Follows the player's KYC events; returns the unsubscribe function. */
export function followKycEvents(userId: string): () => void {
  return getTransport().realtime.listen(userChannel(userId), KYC_EVENTS.update, (payload) => {
    void useSession.getState().refreshUser();
    showKycVerdict(payload as KycUpdate);
  });
}
