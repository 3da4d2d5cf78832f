import { useRef, useState } from 'react';
import { KYC_TEXTS, type KycProviderSubmission } from '@contract/kyc';
import { Modal } from '../../components/modal';
import { useSession } from '../auth';
import { forwardToProvider } from './forward-submission';
import { useKycModal } from './kyc-modal-store';
import { useProviderSubmission } from './use-provider-submission';

type FrameState = 'filling' | 'sending' | 'submitted' | 'failed';

function KycFrame({ formUrl }: { formUrl: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const close = useKycModal((state) => state.closeKyc);
  const [state, setState] = useState<FrameState>('filling');

  useProviderSubmission(frame, formUrl, async (submission: KycProviderSubmission) => {
    setState('sending');
    try {
      await forwardToProvider(submission);
      await useSession.getState().refreshUser();
      setState('submitted');
    } catch {
      setState('failed');
    }
  });

  return (
    <>
      {/* allow-same-origin keeps the form's own origin, which the message check above compares. */}
      <iframe
        ref={frame}
        src={formUrl}
        title="VeriPass identity verification form"
        className="kyc-frame"
        sandbox="allow-scripts allow-same-origin allow-forms"
      />
      {state === 'sending' && (
        <p className="kyc-frame__status" role="status">
          Sending your documents…
        </p>
      )}
      {state === 'submitted' && (
        <div className="kyc-frame__status kyc-frame__status--wait" role="status">
          <span>{KYC_TEXTS.pending}</span>
          <button type="button" className="button button--primary" onClick={close}>
            Done
          </button>
        </div>
      )}
      {state === 'failed' && (
        <p className="kyc-frame__status kyc-frame__status--failed" role="alert">
          {KYC_TEXTS.failed}
        </p>
      )}
    </>
  );
}

/** The provider's form in a frame (platform.md §2 "KYC frame"); its submission makes the check pending. */
export function KycFrameModal({ open }: { open: boolean }) {
  const formUrl = useKycModal((state) => state.formUrl);
  const close = useKycModal((state) => state.closeKyc);
  return (
    <Modal
      open={open && formUrl !== null}
      onClose={close}
      title="Identity verification"
      className="kyc-modal kyc-modal--frame"
    >
      {formUrl && <KycFrame key={formUrl} formUrl={formUrl} />}
    </Modal>
  );
}
