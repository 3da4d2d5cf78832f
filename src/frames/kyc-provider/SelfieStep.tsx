import { Choices, PhotoInput, StepActions, type Choice } from './Choices';
import { selfieReady, type Draft, type SelfieSource } from './draft';
import { PhotoPreview } from './PhotoPreview';
import { SelfieSample } from './samples';

const SOURCES: readonly Choice<SelfieSource>[] = [
  { value: 'sample', title: 'Use the sample selfie', hint: 'No camera needed' },
  { value: 'upload', title: 'Upload a selfie', hint: 'From this device' },
];

interface StepProps {
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  onBack: () => void;
  onNext: () => void;
}

export function SelfieStep({ draft, onChange, onBack, onNext }: StepProps) {
  return (
    <section aria-labelledby="selfie-step" className="step">
      <h2 id="selfie-step">A selfie</h2>
      <p className="step__lead">Face the camera in good light, without glasses or a hat.</p>
      <Choices
        legend="Selfie"
        choices={SOURCES}
        value={draft.selfieSource}
        columns={2}
        onChange={(selfieSource) => onChange({ selfieSource })}
      />
      <div className="step__preview step__preview--square">
        {draft.selfieSource === 'upload' ? (
          <>
            <PhotoInput
              label="Choose a selfie"
              current={draft.selfiePhoto}
              onPick={(selfiePhoto) => onChange({ selfiePhoto })}
            />
            {draft.selfiePhoto && <PhotoPreview photo={draft.selfiePhoto} label="Your selfie" />}
          </>
        ) : (
          <SelfieSample />
        )}
      </div>
      <StepActions>
        <button type="button" className="secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="primary" disabled={!selfieReady(draft)} onClick={onNext}>
          Continue
        </button>
      </StepActions>
    </section>
  );
}
