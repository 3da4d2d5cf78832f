import { useEffect, useEffectEvent, useRef } from 'react';
import { usePromotionModals, type PromotionModal } from '../promotions/promotion-modals';

/** Calls `reload` when `modal` closes: what happened in it (a claim, a spin) changes what a card shows. */
export function useReloadWhenClosed(modal: PromotionModal, reload: () => void) {
  const open = usePromotionModals((state) => state.open === modal);
  const wasOpen = useRef(open);
  const onClosed = useEffectEvent(reload);
  useEffect(() => {
    if (wasOpen.current && !open) onClosed();
    wasOpen.current = open;
  }, [open]);
}
