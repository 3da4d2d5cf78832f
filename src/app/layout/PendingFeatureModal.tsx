import { ComingSoonNote } from '../components/coming-soon';
import { Modal } from '../components/modal';
import { useUiStore } from '../stores/ui-store';

/** Layout entries whose feature is not there yet (search, promo code) open this panel. */
export function PendingFeatureModal() {
  const pending = useUiStore((state) => state.pendingFeature);
  const close = () => useUiStore.getState().showPendingFeature(null);
  return (
    <Modal open={pending !== null} onClose={close} title={pending?.feature ?? ''}>
      {pending && <ComingSoonNote />}
    </Modal>
  );
}
