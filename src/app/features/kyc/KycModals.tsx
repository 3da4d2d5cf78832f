/** The KYC modals, loaded with the first opening (KycSlot). */
import { KycFrameModal } from './KycFrameModal';
import { KycInfoModal } from './KycInfoModal';
import { useKycModal } from './kyc-modal-store';
import './kyc.css';

export function KycModals() {
  const step = useKycModal((state) => state.step);
  return (
    <>
      <KycInfoModal open={step === 'info'} />
      <KycFrameModal open={step === 'frame'} />
    </>
  );
}
