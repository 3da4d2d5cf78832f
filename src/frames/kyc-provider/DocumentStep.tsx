import { Choices, PhotoInput, StepActions, type Choice } from './Choices';
import { documentReady, type Draft, type DocumentSource } from './draft';
import { PhotoPreview } from './PhotoPreview';
import { DocumentSample, type DocumentKind } from './samples';

const KINDS: readonly Choice<DocumentKind>[] = [
  { value: 'passport', title: 'Passport' },
  { value: 'id_card', title: 'ID card' },
];

const SOURCES: readonly Choice<DocumentSource>[] = [
  { value: 'sample', title: 'Use the sample', hint: 'A clear specimen' },
  { value: 'unreadable', title: 'Blurry photo', hint: 'Unreadable: it will be rejected' },
  { value: 'upload', title: 'Upload a photo', hint: 'From this device' },
];

interface StepProps {
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  onNext: () => void;
}

export function DocumentStep({ draft, onChange, onNext }: StepProps) {
  return (
    <section aria-labelledby="document-step" className="step">
      <h2 id="document-step">Your identity document</h2>
      <p className="step__lead">All four corners visible, no glare, every line readable.</p>
      <Choices
        legend="Document type"
        choices={KINDS}
        value={draft.kind}
        columns={2}
        onChange={(kind) => onChange({ kind })}
      />
      <Choices
        legend="Photo of the document"
        choices={SOURCES}
        value={draft.documentSource}
        onChange={(documentSource) => onChange({ documentSource })}
      />
      <div className="step__preview">
        {draft.documentSource === 'upload' ? (
          <>
            <PhotoInput
              label="Choose a photo"
              current={draft.documentPhoto}
              onPick={(documentPhoto) => onChange({ documentPhoto })}
            />
            {draft.documentPhoto && <PhotoPreview photo={draft.documentPhoto} label="Your document photo" />}
          </>
        ) : (
          <DocumentSample kind={draft.kind} unreadable={draft.documentSource === 'unreadable'} />
        )}
      </div>
      <StepActions>
        <button type="button" className="primary" disabled={!documentReady(draft)} onClick={onNext}>
          Continue
        </button>
      </StepActions>
    </section>
  );
}
