/**
 * Which promotions modal is open: the bonus wheel, the promo-code dialog (the footer's Redeem Code), the
 * first-deposit bonus popup, the bonus balance info popup and the rakeback claim. One at a time, so that a
 * modal opened from another (the wheel's 'Redeem a code') replaces it. Guests are sent to sign in by the
 * openers' callers where the spec says so (community.md §5).
 */
import { create } from 'zustand';

export type PromotionModal = 'wheel' | 'redeemCode' | 'depositBonus' | 'bonusInfo' | 'rakeback';

interface PromotionModalsState {
  open: PromotionModal | null;
}

export const usePromotionModals = create<PromotionModalsState>()(() => ({ open: null }));

export const openPromotionModal = (modal: PromotionModal) => usePromotionModals.setState({ open: modal });
export const closePromotionModal = () => usePromotionModals.setState({ open: null });
