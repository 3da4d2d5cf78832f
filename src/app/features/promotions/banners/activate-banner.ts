/**
 * A banner's button (community.md §7, §8): guests are told to sign in and get the sign-in; a player's code is
 * activated, and a Deposit banner opens the wallet's deposit tab. Any refusal reads the spec's one failure text.
 */
import { toast } from '../../../components/toast';
import { type PromotionBanner } from '@contract/index';
import { PROMOTION_TEXTS } from '@contract/promotions';
import { api } from '../../../api/api';
import { openAuthModal } from '../../auth';
import { useWalletModal } from '../../wallet/wallet-modal-store';
import { afterActivation } from '../code/activate-code';

/** Resolves once handled; true when the code was activated. */
export async function activateBanner(banner: PromotionBanner, signedIn: boolean): Promise<boolean> {
  if (!signedIn) {
    toast.error(PROMOTION_TEXTS.signIn);
    openAuthModal('auth');
    return false;
  }
  try {
    const activation = await api('POST /api/promocode/promotion-banner-activate', { code: banner.code });
    afterActivation(activation);
    // A Deposit banner opens deposit even if its answer named no currency.
    if (banner.type === 'Deposit' && !activation.deposit) useWalletModal.getState().openWallet('deposit');
    return true;
  } catch {
    toast.error(PROMOTION_TEXTS.failed);
    return false;
  }
}
