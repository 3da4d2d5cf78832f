import { useEffect, useState } from 'react';
import { lazyComponent, whenIdle } from '../../../components/lazy';
import { usePromotionModals } from '../../promotions/promotion-modals';

const RakebackModal = lazyComponent(() => import('./RakebackModal').then((module) => module.RakebackModal));

/** Mounted with the deferred overlays; the claim modal's code loads when the browser is idle, or when opened. */
export function RakebackSlot() {
  const open = usePromotionModals((state) => state.open === 'rakeback');
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  useEffect(() => whenIdle(RakebackModal.prefetch), []);
  return wanted ? <RakebackModal /> : null;
}
