import { formatDifferences } from '@contract/scenario-diff';
import type { StepOutcome } from '@contract/scenario-replay';

export type ReplayProgress =
  | { phase: 'running'; total: number; steps: StepOutcome[] }
  | { phase: 'done'; total: number; steps: StepOutcome[] }
  | { phase: 'failed'; message: string };

/** The replay's pass/fail list: every step, and under each one that differs, how. */
export function ReplayResults({ progress }: { progress: ReplayProgress }) {
  if (progress.phase === 'failed')
    return (
      <p role="alert" className="scenario-replay__summary scenario-replay__summary--failed">
        {progress.message}
      </p>
    );
  const failed = progress.steps.filter((step) => !step.ok).length;
  const summary =
    progress.phase === 'running'
      ? `Replaying: step ${progress.steps.length} of ${progress.total}…`
      : failed === 0
        ? `Passed: all ${progress.total} steps answered as recorded.`
        : `Failed: ${failed} of ${progress.total} steps answered differently.`;
  const tone = progress.phase === 'running' ? '' : failed === 0 ? 'passed' : 'failed';
  return (
    <>
      <p role="status" className={`scenario-replay__summary scenario-replay__summary--${tone || 'running'}`}>
        {summary}
      </p>
      <ol className="scenario-replay__steps" aria-label="Replayed steps">
        {progress.steps.map((step) => (
          <li key={step.index} data-ok={step.ok}>
            <span aria-label={step.ok ? 'Same answer' : 'Different answer'} className="scenario-replay__mark">
              {step.ok ? '✓' : '✗'}
            </span>
            <span className="scenario-replay__label">{step.label}</span>
            {!step.ok && (
              <pre className="scenario-replay__diff">
                {[
                  ...(step.error ? [`The replay failed: ${step.error}`] : []),
                  ...formatDifferences(step.differences),
                ].join('\n')}
              </pre>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
