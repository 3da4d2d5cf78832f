import { useId, useState, type ChangeEvent } from 'react';
import { parseScenarioFile, type ScenarioFile } from '@contract/scenario';
import type { StepOutcome } from '@contract/scenario-replay';
import { getTransport } from '../../api/api';
import { armRecording } from './armed-recording';
import { downloadScenario } from './download';
import { useScenarioRecorder } from './recorder-store';
import { ReplayResults, type ReplayProgress } from './ReplayResults';
import { replayInPage } from './replay-in-page';
import { stopRecording } from './scenario-hook';
import './scenario-recorder.css';

/** Whether this page's world has its crowd (a recording keeps it so). */
function worldHasCrowd(): boolean {
  const { config } = getTransport();
  return config?.kind === 'sim' ? config.world : true;
}

function RecordPanel() {
  const { status, steps, file } = useScenarioRecorder();
  const [stopping, setStopping] = useState(false);
  const stop = () => {
    setStopping(true);
    void stopRecording().finally(() => setStopping(false));
  };
  return (
    <section aria-labelledby="scenario-record">
      <h3 id="scenario-record">Record a scenario</h3>
      <p>
        Records every call, game call, clock move, fault and panel action with its answer, as a file that
        replays here or with <code>npm run scenario</code>. Recording starts in a fresh world: the page
        reloads into it, signed out.
      </p>
      {status === 'recording' && (
        <p className="scenario-recorder__live" aria-live="polite">
          <span className="scenario-recorder__dot" aria-hidden="true" /> Recording: {steps} steps
        </p>
      )}
      {status === 'stopped' && file && <p aria-live="polite">Recorded {file.steps.length} steps.</p>}
      <div className="sim-panel__row">
        {status === 'recording' ? (
          <button type="button" className="button button--primary" disabled={stopping} onClick={stop}>
            Stop
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => armRecording(worldHasCrowd())}
          >
            {status === 'stopped' ? 'Record again' : 'Record'}
          </button>
        )}
        {status === 'stopped' && file && (
          <button type="button" className="button" onClick={() => downloadScenario(file)}>
            Download
          </button>
        )}
      </div>
    </section>
  );
}

/** Replays a file in a fresh world beside the page's and lists each step's verdict. */
export function ScenarioSection() {
  const inputId = useId();
  const recorded = useScenarioRecorder((state) => state.file);
  const [progress, setProgress] = useState<ReplayProgress | null>(null);
  const running = progress?.phase === 'running';

  const replay = (file: ScenarioFile) => {
    const steps: StepOutcome[] = [];
    setProgress({ phase: 'running', total: file.steps.length, steps: [] });
    replayInPage(file, (outcome) => {
      steps.push(outcome);
      setProgress({ phase: 'running', total: file.steps.length, steps: [...steps] });
    }).then(
      (report) => setProgress({ phase: 'done', total: file.steps.length, steps: report.steps }),
      (error: unknown) =>
        setProgress({
          phase: 'failed',
          message: error instanceof Error ? error.message : 'The replay failed.',
        }),
    );
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    try {
      replay(parseScenarioFile(await chosen.text()));
    } catch (error) {
      setProgress({
        phase: 'failed',
        message: error instanceof Error ? error.message : 'Not a scenario file.',
      });
    }
  };

  return (
    <>
      <RecordPanel />
      <section aria-labelledby="scenario-replay">
        <h3 id="scenario-replay">Replay a scenario</h3>
        <p>
          Runs the file against a fresh world of its seed and compares every answer with the recorded one.
        </p>
        <div className="sim-panel__row">
          <label htmlFor={inputId} className="scenario-replay__file">
            Scenario file (.json)
            <input
              id={inputId}
              type="file"
              accept="application/json,.json"
              disabled={running}
              onChange={(event) => void choose(event)}
            />
          </label>
          {recorded && (
            <button type="button" className="button" disabled={running} onClick={() => replay(recorded)}>
              Replay this recording
            </button>
          )}
        </div>
        {progress && <ReplayResults progress={progress} />}
      </section>
    </>
  );
}
