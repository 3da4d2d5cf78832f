/**
 * What follows a successful activation, wherever the code was typed (community.md §7 "opens deposit with the
 * response"): the answer's message as a toast, the bonus balances reloaded for a money reward, and the wallet's
 * deposit tab for a deposit-bonus code or banner.
 */
import { toast } from '../../../components/toast';
import type { PromoActivation } from '@contract/index';
import { useWalletModal } from '../../wallet/wallet-modal-store';
import { useWallet } from '../../wallet/wallet-store';
import { closePromotionModal } from '../promotion-modals';

export function afterActivation(activation: PromoActivation): void {
  toast.success(activation.message);
  if (activation.reward.kind === 'bonus') void useWallet.getState().loadBonuses();
  if (activation.deposit) {
    // The promotions dialog gives way to the wallet; inside the wallet this just switches the tab.
    closePromotionModal();
    useWalletModal.getState().openWallet('deposit');
  }
}
