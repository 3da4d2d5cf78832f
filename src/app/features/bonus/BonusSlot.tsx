/**
 * Mounted with the deferred overlays: the deposit bonus popup and the bonus balance info popup (each its own
 * chunk) while open, and, once a player is signed in, the once-a-session offer of the deposit bonus
 * (deposit-bonus-offer.ts, loaded when the browser is idle).
 */
import { useEffect } from 'react';
import { lazyComponent, whenIdle } from '../../components/lazy';
import { useSession } from '../auth';
import { usePromotionModals } from '../promotions/promotion-modals';

const DepositBonusModal = lazyComponent(() =>
  import('./DepositBonusModal').then((module) => module.DepositBonusModal),
);
const BonusInfoModal = lazyComponent(() =>
  import('./BonusInfoModal').then((module) => module.BonusInfoModal),
);

function useDepositBonusOffer(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    let active = true;
    whenIdle(() => {
      void import('./deposit-bonus-offer').then(({ offerDepositBonus }) => {
        if (active) void offerDepositBonus(userId);
      });
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
  if (open === 'depositBonus') return <DepositBonusModal />;
  if (open === 'bonusInfo') return <BonusInfoModal />;
  return null;
}
