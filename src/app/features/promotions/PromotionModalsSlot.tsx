/**
 * The promotions modals this feature owns, each its own chunk fetched when first opened: the bonus wheel and
 * the Redeem Code dialog (the store is in the first bundle, so an early click is not lost); and the operator's
 * banner modal. Mounted with the deferred overlays.
 */
import { lazyComponent } from '../../components/lazy';
import { ModalBannerSlot } from './banners/ModalBannerSlot';
import { usePromotionModals } from './promotion-modals';

const WheelModal = lazyComponent(() => import('./wheel/WheelModal').then((module) => module.WheelModal));
const RedeemCodeModal = lazyComponent(() =>
  import('./code/RedeemCodeModal').then((module) => module.RedeemCodeModal),
);

export function PromotionModalsSlot() {
  const open = usePromotionModals((state) => state.open);
  return (
    <>
      {open === 'wheel' && <WheelModal />}
      {open === 'redeemCode' && <RedeemCodeModal />}
      <ModalBannerSlot />
    </>
  );
}
