import { Modal } from '../../../components/modal';
import { useSignatureRequest } from './signature-request';

/** The emulated wallet's confirmation, like the wallet popup of a browser extension. */
export function SignatureRequestModal() {
  const pending = useSignatureRequest((state) => state.pending);
  const answer = useSignatureRequest((state) => state.answer);
  return (
    <Modal open={pending !== null} onClose={() => answer(false)} title="Signature request">
      <p className="auth-note">The demo wallet is asked to sign this message:</p>
      <pre className="signature-message">{pending?.message}</pre>
      <div className="signature-actions">
        <button type="button" className="auth-secondary" onClick={() => answer(false)}>
          Reject
        </button>
        <button type="button" className="auth-submit" onClick={() => answer(true)}>
          Sign
        </button>
      </div>
    </Modal>
  );
}
