/**
 * When the deposit bonus popup opens by itself (community.md §5; when is the operator's choice): once per tab
 * session and player, to a signed-in player who has the offer, has not opted in yet, and has no real money in
 * any currency (so a player who is already playing is not interrupted). The server decides who has the offer
 * (never deposited, not used or cancelled). Nothing opens over another dialog: the offer waits for it to close.
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

/** How long the offer waits for another dialog (the sign-up's, closing) to go: checks a second apart. */
export const DIALOG_WAIT = { checks: 15, everyMs: 1_000 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the popup for `userId` if the rule above says so, once another dialog has gone; asked once per tab
 * session (a failed look-up offers nothing). `stillWanted` is false once the player signed out or changed.
 */
export async function offerDepositBonus(
  userId: string,
  stillWanted: () => boolean = () => true,
): Promise<void> {
  const stored = storage();
  if (stored?.getItem(offeredKey(userId))) return;
  stored?.setItem(offeredKey(userId), '1');
  try {
    if (!(await shouldOfferDepositBonus())) return;
  } catch {
    return;
  }
  for (let check = 0; check < DIALOG_WAIT.checks && anotherDialogOpen(); check += 1)
    await pause(DIALOG_WAIT.everyMs);
  if (stillWanted() && !anotherDialogOpen()) openPromotionModal('depositBonus');
}
