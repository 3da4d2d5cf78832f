import type { HarnessHandle } from '../../../transport';
import { attempt } from '../attempt';

export function FaultSection({ harness }: { harness: HarnessHandle }) {
  return (
    <section aria-labelledby="sim-panel-faults">
      <h3 id="sim-panel-faults">Faults on the next call</h3>
      <div className="sim-panel__row">
        <button
          type="button"
          className="button"
          onClick={() =>
            void attempt(
              async () => harness.control.injectFault({ type: 'sessionExpired' }),
              'Armed: HTTP 419',
            )
          }
        >
          Session expired (419)
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void attempt(async () => harness.control.injectFault({ type: 'twoFactor' }), 'Armed: code -1024')
          }
        >
          Two-factor challenge (-1024)
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void attempt(async () => harness.control.clearFaults(), 'Faults cleared')}
        >
          Clear faults
        </button>
      </div>
    </section>
  );
}
