import { StepActions } from './Choices';
import type { Draft } from './draft';
import { PhotoPreview } from './PhotoPreview';
import { DocumentSample, SelfieSample } from './samples';

interface ReviewProps {
  draft: Draft;
  onBack: () => void;
  onSubmit: () => void;
}

export function ReviewStep({ draft, onBack, onSubmit }: ReviewProps) {
  return (
    <section aria-labelledby="review-step" className="step">
      <h2 id="review-step">Check and submit</h2>
      <p className="step__lead">We compare the selfie with the document photo. It takes a few minutes.</p>
      <div className="review">
        <figure>
          {draft.documentSource === 'upload' && draft.documentPhoto ? (
            <PhotoPreview photo={draft.documentPhoto} label="Your document photo" />
          ) : (
            <DocumentSample kind={draft.kind} unreadable={draft.documentSource === 'unreadable'} />
          )}
          <figcaption>{draft.kind === 'passport' ? 'Passport' : 'ID card'}</figcaption>
        </figure>
        <figure>
          {draft.selfieSource === 'upload' && draft.selfiePhoto ? (
            <PhotoPreview photo={draft.selfiePhoto} label="Your selfie" />
          ) : (
            <SelfieSample />
          )}
          <figcaption>Selfie</figcaption>
        </figure>
      </div>
      <StepActions>
        <button type="button" className="secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="primary" onClick={onSubmit}>
          Submit for verification
        </button>
      </StepActions>
    </section>
  );
}

export function Submitted() {
  return (
    <section aria-labelledby="submitted" className="step step--done" role="status">
      <div className="done-mark" aria-hidden="true">
        ✓
      </div>
      <h2 id="submitted">Documents submitted</h2>
      <p className="step__lead">
        We are checking them now. You will hear back within a few minutes; you can close this window.
      </p>
    </section>
  );
}
