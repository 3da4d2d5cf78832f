/**
 * Mounted with the deferred overlays: the deposit bonus popup or the bonus balance info popup (their own chunk)
 * while one is open. The popup never opens by itself: a popup over a new player's first screen would hide what
 * they came for, so it is offered where a player looks for it (the wallet's deposit tab, /promotions, /rewards).
 */
import { usePromotionModals } from '../promotions/promotion-modals';
import { lazyComponent } from '../../components/lazy';

const BonusModals = lazyComponent(() => import('./BonusModals').then((module) => module.BonusModals));

export function BonusSlot() {
  const open = usePromotionModals((state) => state.open);
  return open === 'depositBonus' || open === 'bonusInfo' ? <BonusModals open={open} /> : null;
}
