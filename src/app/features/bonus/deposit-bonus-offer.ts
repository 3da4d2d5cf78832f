/**
 * When the deposit bonus popup opens by itself (community.md §5; when is the operator's choice): once per tab
 * session and player, to a signed-in player who has the offer, has not opted in yet, and has no real money in
 * any currency (so a player who is already playing is not interrupted). The server decides who has the offer
 * (never deposited, not used or cancelled). Nothing opens over another dialog.
 */
import { api } from '../../api/api';
import { usePromotionModals, openPromotionModal } from '../promotions/promotion-modals';
import { useWalletModal } from '../wallet/wallet-modal-store';
import { useDepositBonus } from './deposit-bonus-store';

const offeredKey = (userId: string) => `deposit-bonus-offered:${userId}`;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export async function shouldOfferDepositBonus(): Promise<boolean> {
  const answer = await useDepositBonus.getState().load();
  if (!answer?.model || answer.state?.checkedIn !== false) return false;
  // Read here rather than from the wallet store, whose list may still be a guest's just after a sign-in.
  const currencies = await api('POST /api/data/currencies');
  return currencies.every((currency) => currency.balance.real === 0);
}

const anotherDialogOpen = () =>
  usePromotionModals.getState().open !== null ||
  useWalletModal.getState().open ||
  document.querySelector('[role="dialog"]') !== null;

/** Opens the popup for `userId` if the rule above says so; asked once per tab session, a failure offers nothing. */
export async function offerDepositBonus(userId: string): Promise<void> {
  const stored = storage();
  if (stored?.getItem(offeredKey(userId))) return;
  stored?.setItem(offeredKey(userId), '1');
  try {
    if (!(await shouldOfferDepositBonus())) return;
  } catch {
    return;
  }
  if (!anotherDialogOpen()) openPromotionModal('depositBonus');
}
