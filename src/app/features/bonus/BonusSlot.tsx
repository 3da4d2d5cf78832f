/**
 * Mounted with the deferred overlays: the deposit bonus popup or the bonus balance info popup (their own
 * chunk) while one is open, and, once a player is signed in, the once-a-session offer of the deposit bonus
 * (deposit-bonus-offer.ts) when the browser is idle.
 */
import { useEffect } from 'react';
import { lazyComponent, whenIdle } from '../../components/lazy';
import { useSession } from '../auth';
import { usePromotionModals } from '../promotions/promotion-modals';
import { offerDepositBonus } from './deposit-bonus-offer';

const BonusModals = lazyComponent(() => import('./BonusModals').then((module) => module.BonusModals));

function useDepositBonusOffer(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    let active = true;
    whenIdle(() => {
      if (active) void offerDepositBonus(userId, () => active);
    });
    return () => {
      active = false;
    };
  }, [userId]);
}

export function BonusSlot() {
  const open = usePromotionModals((state) => state.open);
  const userId = useSession((state) => (state.status === 'signedIn' ? (state.user?._id ?? null) : null));
  useDepositBonusOffer(userId);
  return open === 'depositBonus' || open === 'bonusInfo' ? <BonusModals open={open} /> : null;
}
