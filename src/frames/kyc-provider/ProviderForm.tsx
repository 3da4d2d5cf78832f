import { useState } from 'react';
import { DocumentStep } from './DocumentStep';
import { EMPTY_DRAFT, toSubmission, type Draft } from './draft';
import { postSubmission } from './post-to-parent';
import { ReviewStep, Submitted } from './ReviewStep';
import { SelfieStep } from './SelfieStep';

type Step = 'document' | 'selfie' | 'review' | 'done';
const PROGRESS: readonly { step: Step; label: string }[] = [
  { step: 'document', label: 'Document' },
  { step: 'selfie', label: 'Selfie' },
  { step: 'review', label: 'Submit' },
];

function Progress({ step }: { step: Step }) {
  const current = step === 'done' ? PROGRESS.length : PROGRESS.findIndex((entry) => entry.step === step);
  return (
    <ol className="progress" aria-label="Steps">
      {PROGRESS.map((entry, index) => (
        <li
          key={entry.step}
          className={index < current ? 'is-done' : index === current ? 'is-current' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="progress__dot">{index < current ? '✓' : index + 1}</span>
          {entry.label}
        </li>
      ))}
    </ol>
  );
}

/** The provider's form: document, selfie, review; then it tells the embedding page and thanks the applicant. */
export function ProviderForm({ formId }: { formId: string | null }) {
  const [step, setStep] = useState<Step>('document');
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <main className="provider">
      <header className="provider__brand">
        <span className="provider__logo" aria-hidden="true">
          V
        </span>
        <span>
          <strong>VeriPass</strong> identity verification
        </span>
        <span className="provider__secure">
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z" fill="currentColor" />
          </svg>
          Secure
        </span>
      </header>
      {!formId ? (
        <p role="alert" className="step__lead">
          This verification link is not valid. Please start the verification again.
        </p>
      ) : (
        <>
          <Progress step={step} />
          {step === 'document' && (
            <DocumentStep draft={draft} onChange={change} onNext={() => setStep('selfie')} />
          )}
          {step === 'selfie' && (
            <SelfieStep
              draft={draft}
              onChange={change}
              onBack={() => setStep('document')}
              onNext={() => setStep('review')}
            />
          )}
          {step === 'review' && (
            <ReviewStep
              draft={draft}
              onBack={() => setStep('selfie')}
              onSubmit={() => {
                postSubmission(toSubmission(formId, draft));
                setStep('done');
              }}
            />
          )}
          {step === 'done' && <Submitted />}
        </>
      )}
    </main>
  );
}
